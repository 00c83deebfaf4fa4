import config from '@payload-config'
import { getPayload } from 'payload'
import type { MetadataRoute } from 'next'

import { LOCALES } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'
import { env } from '@/server/platform/config/env'
import { getCaseStudySlugs, getPosts } from '@/server/content'

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

/**
 * /sitemap.xml: every public page (the legal ones among them), published post and case study, in
 * both languages, each naming its translation.
 */
const sitemap = async (): Promise<MetadataRoute.Sitemap> => {
  const payload = await getPayload({ config })
  const [posts, caseStudies] = await Promise.all([
    getPosts(payload, 'fr'),
    getCaseStudySlugs(payload),
  ])
  return [
    ...PUBLIC_PAGES.flatMap(({ path }) => entry(path, path === '/' ? 1 : 0.7)),
    ...caseStudies.flatMap((slug) => entry(`/realisations/${slug}`, 0.6)),
    ...posts.flatMap(({ slug, publishedAt }) =>
      entry(`/blog/${slug}`, 0.5, publishedAt ?? undefined),
    ),
  ]
}

export default sitemap
