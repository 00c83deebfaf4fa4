import type { ReactNode } from 'react'

/** Title and short explanation at the top of an account card. */
export const FormHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <header className="mb-6 flex flex-col gap-1.5">
    <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
    {children ? <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p> : null}
  </header>
)
