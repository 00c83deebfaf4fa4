import type { MetadataRoute } from 'next'

import { LOCALES } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'
import { env } from '@/server/config/env'

/** /sitemap.xml: every public page in both languages, each naming its translation. */
const sitemap = (): MetadataRoute.Sitemap =>
  PUBLIC_PAGES.flatMap(({ path }) =>
    LOCALES.map((lang) => ({
      url: `${env.serverUrl}${localizePath(path, lang)}`,
      changeFrequency: path === '/' ? 'weekly' : 'monthly',
      priority: path === '/' ? 1 : 0.7,
      alternates: {
        languages: Object.fromEntries(
          LOCALES.map((other) => [other, `${env.serverUrl}${localizePath(path, other)}`]),
        ),
      },
    })),
  )

export default sitemap
