import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'

import { localizePath } from '@/domain/web/locale-path'
import { PageHeader } from '@/features/site/pages/page-header'
import { PostMeta } from '@/features/site/pages/post-meta'
import { SitePicture } from '@/features/site/pages/site-picture'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getPosts } from '@/server/content'

/** At most one rebuild a minute: scheduled posts appear on time (see POSTS_REFRESH_SECONDS). */
export const revalidate = 60

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return pageMetadata({
    lang,
    path: '/blog',
    title: t('blog.metaTitle'),
    description: t('blog.metaDescription'),
  })
}

/** /blog: published posts with date, author, title and excerpt; a message when none. */
const BlogPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  const posts = await getPosts(payload, lang)
  return (
    <>
      <PageHeader eyebrow={t('blog.eyebrow')} title={t('blog.title')}>
        {t('blog.intro')}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        {posts.length ? (
          <ul className="flex flex-col gap-6">
            {posts.map((post) => (
              <li key={post.id}>
                <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:gap-6 dark:border-slate-800 dark:bg-slate-900">
                  {post.cover ? (
                    <SitePicture
                      picture={post.cover}
                      sizes="(min-width: 640px) 240px, 100vw"
                      className="aspect-[16/10] w-full shrink-0 rounded-lg sm:w-60"
                    />
                  ) : null}
                  <div className="flex flex-col gap-3">
                    <PostMeta
                      lang={lang}
                      publishedAt={post.publishedAt}
                      byline={t('blog.by', { author: post.author })}
                    />
                    <h2 className="text-2xl font-bold tracking-tight">
                      <IntentLink
                        href={localizePath(`/blog/${post.slug}`, lang)}
                        className="hover:underline"
                      >
                        {post.title}
                      </IntentLink>
                    </h2>
                    {post.excerpt ? (
                      <p className="text-slate-700 dark:text-slate-300">{post.excerpt}</p>
                    ) : null}
                    <IntentLink
                      href={localizePath(`/blog/${post.slug}`, lang)}
                      aria-label={`${t('blog.readMore')} : ${post.title}`}
                      className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
                    >
                      {t('blog.readMore')} →
                    </IntentLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('blog.empty')}
          </p>
        )}
      </div>
    </>
  )
}

export default BlogPage
