import Link from 'next/link'
import type { ReactNode } from 'react'

import { getT } from '@/i18n/translator'

/** The frame of the invoice editor's pages: the way back to the finances, the title, the form. */
export const InvoiceEditorShell = ({
  title,
  intro,
  badge,
  children,
}: {
  title: string
  intro: string
  badge?: ReactNode
  children: ReactNode
}) => (
  <div className="flex max-w-5xl flex-col gap-6">
    <Link
      href="/admin/finances"
      className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
    >
      {getT('fr', 'backoffice')('invoiceEditor.back')}
    </Link>
    <header className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {badge}
      </div>
      <p className="text-slate-600 dark:text-slate-400">{intro}</p>
    </header>
    {children}
  </div>
)
