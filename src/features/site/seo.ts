import type { Metadata } from 'next'

import { LOCALES, type Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

type PageMeta = {
  lang: Locale
  path: string
  title: string
  description: string
  absoluteTitle?: boolean
}

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_CH', en: 'en_GB' }

/**
 * Title, description, canonical URL, hreflang alternates (x-default: French) and Open Graph of a
 * public page. URLs are relative; the root layout's metadataBase (SERVER_URL) makes them absolute.
 */
export const pageMetadata = ({
  lang,
  path,
  title,
  description,
  absoluteTitle,
}: PageMeta): Metadata => {
  const url = localizePath(path, lang)
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])),
        'x-default': localizePath(path, 'fr'),
      },
    },
    openGraph: {
      type: 'website',
      siteName: 'Studio',
      title,
      description,
      url,
      locale: OG_LOCALES[lang],
      alternateLocale: LOCALES.filter((locale) => locale !== lang).map(
        (locale) => OG_LOCALES[locale],
      ),
    },
    twitter: { card: 'summary', title, description },
  }
}
