import type { Metadata } from 'next'

import type { Locale } from '@/domain/locales'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { env } from '@/server/config/env'

import { PageHeader } from './page-header'

export type LegalKey = 'privacy' | 'terms' | 'gdpr' | 'cookies'
type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] }

const sectionsOf = (lang: Locale, key: LegalKey) =>
  getT(lang, 'legal')(`${key}.sections`, {
    returnObjects: true,
    email: env.contactEmail,
  }) satisfies readonly LegalSection[]

/** generateMetadata of a legal page. */
export const legalMetadata =
  (key: LegalKey, path: string) =>
  async (props: LangParams): Promise<Metadata> => {
    const lang = await langOf(props)
    const t = getT(lang, 'legal')
    return pageMetadata({
      lang,
      path,
      title: t(`${key}.metaTitle`),
      description: t(`${key}.metaDescription`),
    })
  }

/** A legal page: its sections from the translations, as headings, paragraphs and lists. */
export const legalPage = (key: LegalKey) =>
  async function LegalPage(props: LangParams) {
    const lang = await langOf(props)
    const t = getT(lang, 'legal')
    return (
      <>
        <PageHeader title={t(`${key}.title`)}>{t('updated')}</PageHeader>
        <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-14 sm:px-6">
          {sectionsOf(lang, key).map(({ heading, paragraphs = [], items = [] }) => (
            <section key={heading} className="flex flex-col gap-3">
              <h2 className="text-2xl font-bold tracking-tight">{heading}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-slate-700 dark:text-slate-300">
                  {paragraph}
                </p>
              ))}
              {items.length ? (
                <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed text-slate-700 marker:text-blue-700 dark:text-slate-300 dark:marker:text-blue-400">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </>
    )
  }
