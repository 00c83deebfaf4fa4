import type { ReactNode } from 'react'

/** Title block at the top of a content page. */
export const PageHeader = ({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) => (
  <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-14 sm:px-6 sm:py-20">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase dark:text-blue-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children ? (
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">{children}</p>
      ) : null}
    </div>
  </header>
)
