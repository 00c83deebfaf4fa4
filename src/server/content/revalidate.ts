import { revalidateTag } from 'next/cache'

/** Cache tags of the CMS-driven public pages. */
export const CONTENT_TAGS = {
  faq: 'faq-items',
  glossary: 'glossary-terms',
  posts: 'posts',
  forms: 'forms',
  images: 'images',
  caseStudies: 'case-studies',
  homePage: 'home-page',
  legalPages: 'legal-pages',
  siteContact: 'site-contact',
  identity: 'studio-identity',
} as const

/**
 * Marks the cached pages built from `tag` stale so the next visit rebuilds them. Only inside the
 * Next.js server: scripts and tests that write content have no page cache to refresh.
 */
export const revalidateContent = (tag: (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS]) => {
  if (!process.env.NEXT_RUNTIME) return
  revalidateTag(tag, { expire: 0 })
}
