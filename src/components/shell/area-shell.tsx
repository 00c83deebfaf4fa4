import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { SignOutButton } from './sign-out-button.client'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import type { Namespace } from '@/i18n/resources'
import { clientMessages } from '@/i18n/translator'

type Props = {
  lang: Locale
  brand: string
  areaLabel: string
  nav: ReactNode
  signOutLabel: string
  account: string
  /** The portal's language menu; the back office has none (it is French only). */
  languageMenu?: ReactNode
  /** The notifications' bell (none while an admin views a client's portal). */
  bell?: ReactNode
  /** The area's one content width: every page of an area lines up with the others. */
  width: 'portal' | 'backoffice'
  /** The texts the area's own client components read, besides the frame's. */
  areaNamespaces?: readonly Namespace[]
  children: ReactNode
}

// The back office's pipeline board takes a wide screen's whole width; its lists set their own.
const CONTENT_WIDTH = { portal: 'max-w-5xl', backoffice: '' } as const

/**
 * Frame of the signed-in areas (client portal, back office): navigation, account, sign-out. Its
 * client components (sign-out, the portal's forms, the account panels, files and conversations)
 * read the `portal`, `account`, `files` and `validation` texts; an area adds its own.
 */
export const AreaShell = ({
  lang,
  brand,
  areaLabel,
  nav,
  signOutLabel,
  account,
  languageMenu,
  bell,
  width,
  areaNamespaces = [],
  children,
}: Props) => {
  // The bell and the portal's language menu sit beside the brand.
  const brandBlock = (
    <div className="flex items-baseline justify-between gap-2 md:flex-col md:items-start">
      <Link href={localizePath('/', lang)} className="text-lg font-bold tracking-tight">
        {brand}
      </Link>
      <span className="text-xs font-semibold tracking-widest whitespace-nowrap text-blue-700 uppercase dark:text-blue-300">
        {areaLabel}
      </span>
    </div>
  )
  return (
    <I18nProvider
      lang={lang}
      messages={clientMessages(lang, [
        'portal',
        'account',
        'files',
        'validation',
        ...areaNamespaces,
      ])}
    >
      <div className="min-h-screen bg-slate-50 md:flex dark:bg-slate-950">
        {/* The sidebar's panel spans the page's whole height; its contents stay in view. */}
        <aside className="border-b border-slate-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-col gap-4 p-4 md:sticky md:top-0 md:h-screen">
            {languageMenu || bell ? (
              // The area's label never wraps ("ESPACE CLIENT"): where the sidebar is too narrow
              // for it beside the bell and the language menu, these go to the next line instead.
              <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
                <div className="flex-1">{brandBlock}</div>
                {/* At the right on either line: the language menu opens leftwards from there. */}
                <div className="ml-auto flex items-center gap-1">
                  {bell}
                  {languageMenu}
                </div>
              </div>
            ) : (
              brandBlock
            )}
            {nav}
            <div className="flex items-center justify-between gap-2 md:mt-auto md:flex-col md:items-stretch">
              <p
                className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-400"
                title={account}
              >
                {account}
              </p>
              <SignOutButton lang={lang} label={signOutLabel} />
            </div>
          </div>
        </aside>
        {/* min-w-0: a wide table or board scrolls inside the page instead of widening it. */}
        <main className="min-w-0 flex-1 p-4 sm:p-8">
          <div className={CONTENT_WIDTH[width]}>{children}</div>
        </main>
      </div>
    </I18nProvider>
  )
}
