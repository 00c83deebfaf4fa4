import '../globals.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { Toaster } from '@/components/ui/toaster.client'

import { isLocale, LOCALES, type Locale } from '@/domain/locales'
import { FlashNotice } from '@/features/auth/flash-notice.client'
import { geist } from '@/features/site/font/geist'
import { getT } from '@/i18n/translator'
import { env } from '@/server/platform/config/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  title: { default: 'Studio — Sites, SaaS et logiciels sur mesure', template: '%s · Studio' },
  description:
    'Studio suisse de développement web et logiciel : sites, plateformes SaaS et IA pour indépendants, petites entreprises et PME.',
}

export const generateStaticParams = () => LOCALES.map((lang) => ({ lang }))

const noticeTexts = (lang: Locale) => {
  const t = getT(lang, 'common')
  return {
    accessDeniedTitle: t('notices.accessDeniedTitle'),
    accessDeniedDescription: t('notices.accessDeniedDescription'),
    signedOut: t('notices.signedOut'),
    accountErased: t('notices.accountErased'),
  }
}

type Props = { children: ReactNode; params: Promise<{ lang: string }> }

/** Root layout of the product in one language (the Payload panel has its own under (payload)). */
const FrontendLayout = async ({ children, params }: Props) => {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return (
    <html lang={lang} className={geist.variable} suppressHydrationWarning>
      <body>
        {children}
        <Suspense>
          <FlashNotice texts={noticeTexts(lang)} />
        </Suspense>
        <Toaster />
      </body>
    </html>
  )
}

export default FrontendLayout
