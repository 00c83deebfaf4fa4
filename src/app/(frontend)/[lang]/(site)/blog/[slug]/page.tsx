import config from '@payload-config'
import { getPayload } from 'payload'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { localizePath } from '@/domain/web/locale-path'
import { DraftBanner } from '@/features/site/pages/draft-banner'
import { PostMeta } from '@/features/site/pages/post-meta'
import { SitePicture } from '@/features/site/pages/site-picture'
import { documentSeo, pageMetadata } from '@/features/site/seo'
import { pictureOf, type ImageDoc } from '@/domain/content/images'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getLatestDraft, getPost } from '@/server/content'

type Props = { params: Promise<{ lang: string; slug: string }> }

/** Posts are rendered on their first visit, then served from the cache until edited. */
export const generateStaticParams = () => []

/** At most one rebuild a minute: scheduled posts appear on time (see POSTS_REFRESH_SECONDS). */
export const revalidate = 60

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const { slug } = await params
  const post = await getPost(payload, lang, slug)
  if (!post) return {}
  return pageMetadata({
    lang,
    path: `/blog/${slug}`,
    ...documentSeo(post.seo, {
      title: post.title,
      description: post.excerpt ?? '',
      image: post.cover as ImageDoc | number | null | undefined,
    }),
  })
}

/**
 * A published article; in draft mode (an editor's preview, see /preview) its latest draft,
 * rendered per request. Visitors never reach drafts: the collection's read rule.
 */
const PostPage = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const { slug } = await params
  const preview = (await draftMode()).isEnabled
  const post = preview
    ? await getLatestDraft(payload, 'posts', lang, slug, await headers())
    : await getPost(payload, lang, slug)
  if (!post) notFound()
  const t = getT(lang, 'pages')
  const cover = pictureOf(post.cover as ImageDoc | number | null | undefined, 'wide')
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6">
      {preview ? <DraftBanner lang={lang} exitQuery={`slug=${slug}`} /> : null}
      <IntentLink
        href={localizePath('/blog', lang)}
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
      >
        ← {t('blog.back')}
      </IntentLink>
      <h1 className="text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
      <PostMeta
        lang={lang}
        publishedAt={post.publishedAt ?? null}
        byline={t('blog.by', { author: post.author })}
      />
      {post.excerpt ? (
        <p className="text-xl text-slate-600 dark:text-slate-300">{post.excerpt}</p>
      ) : null}
      {cover ? (
        <SitePicture
          picture={cover}
          sizes="(min-width: 768px) 720px, 100vw"
          preload
          className="aspect-[16/9] w-full rounded-2xl"
        />
      ) : null}
      {post.content ? (
        <RichText
          data={post.content}
          className="prose-studio flex flex-col gap-4 leading-relaxed text-slate-800 dark:text-slate-200"
        />
      ) : null}
    </article>
  )
}

export default PostPage
