import Link from 'next/link'
import type { ReactNode } from 'react'

/** A titled block of a portal page, with an optional link to the page that shows it all. */
export const Panel = ({
  title,
  link,
  children,
  id,
}: {
  title: string
  link?: { href: string; label: string }
  children: ReactNode
  id?: string
}) => (
  <section
    aria-labelledby={id ? `${id}-title` : undefined}
    id={id}
    className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
  >
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
        {title}
      </h2>
      {link ? (
        <Link
          href={link.href}
          className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
    {children}
  </section>
)

/** The page's heading and one line on what it holds. */
export const PageHeader = ({ title, intro }: { title: string; intro: string }) => (
  <header className="flex flex-col gap-1">
    <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
    <p className="text-slate-600 dark:text-slate-400">{intro}</p>
  </header>
)

export const EmptyText = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
)
