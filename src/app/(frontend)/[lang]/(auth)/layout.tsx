import config from '@payload-config'
import Link from 'next/link'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { localizePath } from '@/domain/web/locale-path'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { clientMessages, getT } from '@/i18n/translator'
import { langOf, type LangParams } from '@/i18n/params'
import { getStudioIdentity } from '@/server/content'
import { requestNonce } from '@/server/platform/security/request-nonce'

/** The account pages: one card centred on a quiet background, the brand linking to the site. */
const AuthLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const lang = await langOf({ params })
  const t = getT(lang)
  const { name } = await getStudioIdentity(await getPayload({ config }))
  const home = localizePath('/', lang)
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center dark:bg-slate-950">
      <ThemeScriptTag nonce={await requestNonce()} />
      <Link href={home} className="mb-8 text-center">
        <span className="block text-2xl font-bold tracking-tight">{name}</span>
        <span className="block text-xs font-semibold tracking-widest text-blue-700 uppercase dark:text-blue-300">
          {t('tagline')}
        </span>
      </Link>
      <main className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <I18nProvider
          lang={lang}
          messages={clientMessages(lang, ['auth', 'account', 'validation'])}
        >
          {children}
        </I18nProvider>
      </main>
      <Link
        href={home}
        className="mt-6 text-sm text-slate-600 underline-offset-4 hover:underline dark:text-slate-400"
      >
        ← {t('backToSite')}
      </Link>
    </div>
  )
}

export default AuthLayout
