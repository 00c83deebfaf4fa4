'use client'

import { Icon } from '@/components/ui/icon'
import { useEffect, useId, useRef, type ReactNode } from 'react'

import { cn } from './cn'

const PLACEMENTS = {
  center: 'm-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl',
  // A detail panel along the right edge, the full height of the window (Linear's).
  side: 'my-0 mr-0 ml-auto h-dvh max-h-none w-[min(32rem,100vw)] rounded-l-xl',
} as const

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored, Escape and the
 * close button call `onClose`, and the page behind is inert, all by the browser itself. In the
 * middle of the window, or as a side panel.
 */
export const Modal = ({
  open,
  onClose,
  title,
  children,
  className,
  placement = 'center',
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
  placement?: keyof typeof PLACEMENTS
}) => {
  const ref = useRef<HTMLDialogElement>(null)
  // Its own id: a dialog opened over another (a confirmation over a side panel) is named by its
  // own title, not by the first one's.
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={cn(
        PLACEMENTS[placement],
        'border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      {open ? (
        <div
          className={cn(
            'flex flex-col gap-4 overflow-y-auto p-6',
            placement === 'side' ? 'h-full' : 'max-h-[85vh]',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Fermer"
              className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
