import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'

import type { LegalKey } from '@/domain/content/legal-pages'
import { publicPath } from '@/domain/web/public-pages'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getHomePage, getLegalPage, getLegalPageDraft } from '@/server/content'

import { DraftBanner } from './draft-banner'
import { LegalText } from './legal-text'
import { PageHeader } from './page-header'

/** generateMetadata of a legal page. */
export const legalMetadata =
  (key: LegalKey) =>
  async (props: LangParams): Promise<Metadata> => {
    const payload = await getPayload({ config })
    const lang = await langOf(props)
    const page = await getLegalPage(payload, lang, key)
    return pageMetadata({
      lang,
      path: publicPath(key),
      title: page.title,
      description: page.description,
    })
  }

/**
 * A legal page: its rich text from the CMS (`legal-pages`), prerendered per language and rebuilt
 * when an editor publishes it or the home page (its prices block shows the home's published
 * prices: reading them tags the page with the home's cache tag); in draft mode (an editor's
 * preview, see /preview) its latest draft, rendered per request.
 */
export const legalPage = (key: LegalKey) =>
  async function LegalPage(props: LangParams) {
    const payload = await getPayload({ config })
    const lang = await langOf(props)
    const preview = (await draftMode()).isEnabled
    const page = preview
      ? await getLegalPageDraft(payload, lang, key, await headers())
      : await getLegalPage(payload, lang, key)
    const { pricing } = await getHomePage(payload, lang)
    return (
      <>
        {preview ? (
          <div className="page-width pt-4">
            <DraftBanner lang={lang} exitQuery={`kind=legal&page=${key}`} />
          </div>
        ) : null}
        <PageHeader title={page.title}>{page.updated}</PageHeader>
        <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <LegalText lang={lang} body={page.body} prices={pricing} />
        </article>
      </>
    )
  }
