import type { ReactNode } from 'react'

/**
 * The form for a new file under a list: folded once the list has items (the list is what one
 * comes for), open while it is empty.
 */
export const UploadSection = ({
  title,
  open,
  children,
}: {
  title: string
  open: boolean
  children: ReactNode
}) => (
  <details open={open} className="border-t border-slate-200 pt-4 dark:border-slate-800">
    <summary className="cursor-pointer font-semibold">{title}</summary>
    <div className="pt-3">{children}</div>
  </details>
)
