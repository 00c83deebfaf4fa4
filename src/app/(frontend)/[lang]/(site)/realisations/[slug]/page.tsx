import config from '@payload-config'
import { getPayload } from 'payload'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { IntentLink } from '@/components/ui/intent-link.client'
import { localizePath } from '@/domain/web/locale-path'
import { DraftBanner } from '@/features/site/pages/draft-banner'
import { SitePicture } from '@/features/site/pages/site-picture'
import { documentSeo, pageMetadata } from '@/features/site/seo'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getCaseStudy, getCaseStudyDraft, getCaseStudySlugs } from '@/server/content'

type Props = { params: Promise<{ lang: string; slug: string }> }

/**
 * Every published case study is prerendered in both languages; one published later is rendered
 * on its first visit. Pages are rebuilt when an editor changes a case study or a picture (the
 * cache tags of src/server/content/case-studies.ts).
 */
export const generateStaticParams = async () =>
  (await getCaseStudySlugs(await getPayload({ config }))).map((slug) => ({ slug }))

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const { slug } = await params
  const study = await getCaseStudy(payload, lang, slug)
  if (!study) return {}
  return pageMetadata({
    lang,
    path: `/realisations/${slug}`,
    ...documentSeo(study.seo, {
      title: study.title,
      description: study.summary,
      image: study.image,
    }),
  })
}

/**
 * /realisations/<slug>: a published case study, its picture, figures and story; in draft mode (an
 * editor's preview, see /preview) its latest draft, rendered per request.
 */
const CaseStudyPage = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const { slug } = await params
  const preview = (await draftMode()).isEnabled
  const study = preview
    ? await getCaseStudyDraft(payload, lang, slug, await headers())
    : await getCaseStudy(payload, lang, slug)
  if (!study) notFound()
  const t = getT(lang, 'pages')
  const home = getT(lang, 'home')
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-14 sm:px-6">
      {preview ? <DraftBanner lang={lang} exitQuery={`slug=${slug}&kind=case-study`} /> : null}
      <IntentLink
        href={`${localizePath('/', lang)}#portfolio`}
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
      >
        ← {t('caseStudy.back')}
      </IntentLink>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="rounded-full bg-blue-50 px-3 py-1 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
          {study.sector}
        </span>
        {study.client ? (
          <span className="text-muted">{t('caseStudy.client', { name: study.client })}</span>
        ) : null}
        {study.weeks ? (
          <span className="text-muted">{home('portfolio.duration', { weeks: study.weeks })}</span>
        ) : null}
      </div>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{study.title}</h1>
      <p className="text-xl text-slate-600 dark:text-slate-300">{study.summary}</p>
      {study.picture ? (
        <SitePicture
          picture={study.picture}
          sizes="(min-width: 896px) 848px, 100vw"
          preload
          className="aspect-[16/10] w-full rounded-2xl"
        />
      ) : null}
      {study.figures.length ? (
        <section aria-labelledby="figures" className="flex flex-col gap-3">
          <h2 id="figures" className="text-lg font-semibold">
            {t('caseStudy.figures')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            {study.figures.map(({ value, label }) => (
              <div key={`${value} ${label}`} className="surface rounded-xl p-4">
                <dt className="text-muted text-sm">{label}</dt>
                <dd className="text-3xl font-bold tracking-tight">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {study.body ? (
        <RichText
          data={study.body}
          className="prose-studio flex flex-col gap-4 leading-relaxed text-slate-800 dark:text-slate-200"
        />
      ) : null}
      <div className="flex flex-wrap gap-4">
        {study.link ? (
          <a
            href={study.link}
            rel="noopener"
            className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
          >
            {t('caseStudy.visit')} ↗
          </a>
        ) : null}
        <IntentLink
          href={localizePath('/demarrer-projet', lang)}
          className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
        >
          {t('caseStudy.cta')} →
        </IntentLink>
      </div>
    </article>
  )
}

export default CaseStudyPage
