import '../globals.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { Toaster } from '@/components/ui/toaster.client'

import { isLocale, LOCALES } from '@/domain/locales'
import { FlashNotice } from '@/features/auth/flash-notice.client'
import { ThemeScript } from '@/features/site/theme-script'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { clientMessages } from '@/i18n/translator'
import { env } from '@/server/config/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Studio — Sites, SaaS et logiciels sur mesure', template: '%s · Studio' },
  description:
    'Studio suisse de développement web et logiciel : sites, plateformes SaaS et IA pour indépendants, petites entreprises et PME.',
}

export const generateStaticParams = () => LOCALES.map((lang) => ({ lang }))

/** What the header, footer, site pages and every form's messages read in the browser. */
const SHARED_NAMESPACES = ['common', 'site', 'pages', 'validation'] as const

type Props = { children: ReactNode; params: Promise<{ lang: string }> }

/** Root layout of the product in one language (the Payload panel has its own under (payload)). */
const FrontendLayout = async ({ children, params }: Props) => {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <I18nProvider lang={lang} messages={clientMessages(lang, SHARED_NAMESPACES)}>
          {children}
          <Suspense>
            <FlashNotice />
          </Suspense>
          <Toaster />
        </I18nProvider>
      </body>
    </html>
  )
}

export default FrontendLayout
