import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import type { LegalKey } from '@/domain/content/legal-pages'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getLegalPage } from '@/server/site/legal-pages'

import { PageHeader } from './page-header'

/** generateMetadata of a legal page. */
export const legalMetadata =
  (key: LegalKey, path: string) =>
  async (props: LangParams): Promise<Metadata> => {
    const lang = await langOf(props)
    const page = await getLegalPage(lang, key)
    return pageMetadata({ lang, path, title: page.title, description: page.description })
  }

/** A legal page: its rich text from the CMS (`legal-pages`), prerendered per language. */
export const legalPage = (key: LegalKey) =>
  async function LegalPage(props: LangParams) {
    const lang = await langOf(props)
    const page = await getLegalPage(lang, key)
    return (
      <>
        <PageHeader title={page.title}>{page.updated}</PageHeader>
        <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <RichText
            data={page.body}
            className="prose-studio flex flex-col gap-3 leading-relaxed text-slate-700 dark:text-slate-300"
          />
        </article>
      </>
    )
  }
