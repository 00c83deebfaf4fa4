import type { Metadata } from 'next'

import { socialPictureOf, type ImageDoc } from '@/domain/content/images'
import { LOCALES, type Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'

type PageMeta = {
  lang: Locale
  path: string
  title: string
  description: string
  absoluteTitle?: boolean
  /** A picture the editor chose for shared links, instead of the drawn one. */
  image?: { url: string; width: number; height: number; alt: string } | null
}

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_CH', en: 'en_GB' }

/** The size every social network shows in full (Open Graph's 1.91:1). */
export const OG_SIZE = { width: 1200, height: 630 }

/** The address of a page's preview picture (og/[...page]); a page without its own shows the home's. */
export const ogImagePath = (path: string) => {
  if (path.startsWith('/blog/') || path.startsWith('/realisations/')) return `/og${path}`
  return `/og/${PUBLIC_PAGES.find((page) => page.path === path)?.key ?? 'home'}`
}

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
  image: chosen,
}: PageMeta): Metadata => {
  const url = localizePath(path, lang)
  const image = chosen ?? { url: localizePath(ogImagePath(path), lang), ...OG_SIZE, alt: title }
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
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

/** A document's SEO group as the CMS stores it: every value optional. */
export type DocumentSeo = {
  title?: string | null
  description?: string | null
  image?: ImageDoc | number | null
} | null

/**
 * A document's title, description and shared picture: what the editor wrote in its SEO group,
 * else the page's automatic values (its title, its summary, its own picture, else the drawn one).
 */
export const documentSeo = (
  seo: DocumentSeo | undefined,
  automatic: { title: string; description: string; image?: ImageDoc | number | null },
) => ({
  title: seo?.title?.trim() || automatic.title,
  description: seo?.description?.trim() || automatic.description,
  image: socialPictureOf(seo?.image) ?? socialPictureOf(automatic.image),
})
