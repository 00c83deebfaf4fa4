import type { MetadataRoute } from 'next'

import { LOCALES } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'
import { env } from '@/server/config/env'
import { getPosts } from '@/server/site/content'

/** Rebuilt like the blog (POSTS_REFRESH_SECONDS), so a new post is listed within a minute. */
export const revalidate = 60

const entry = (path: string, priority: number, lastModified?: string): MetadataRoute.Sitemap =>
  LOCALES.map((lang) => ({
    url: `${env.serverUrl}${localizePath(path, lang)}`,
    lastModified,
    priority,
    alternates: {
      languages: Object.fromEntries(
        LOCALES.map((other) => [other, `${env.serverUrl}${localizePath(path, other)}`]),
      ),
    },
  }))

/** /sitemap.xml: every public page and published post, in both languages, each naming its translation. */
const sitemap = async (): Promise<MetadataRoute.Sitemap> => {
  const posts = await getPosts('fr')
  return [
    ...PUBLIC_PAGES.flatMap(({ path }) => entry(path, path === '/' ? 1 : 0.7)),
    ...posts.flatMap(({ slug, publishedAt }) =>
      entry(`/blog/${slug}`, 0.5, publishedAt ?? undefined),
    ),
  ]
}

export default sitemap
