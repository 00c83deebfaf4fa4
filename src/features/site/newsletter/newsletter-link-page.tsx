import type { Metadata } from 'next'
import { Suspense } from 'react'

import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { langOf, type LangParams } from '@/i18n/params'
import { clientMessages, getT } from '@/i18n/translator'

import { NewsletterLink } from './newsletter-link.client'

type Action = 'confirm' | 'unsubscribe'

/** A newsletter link's page is for the one visitor holding the link: never indexed. */
export const newsletterLinkMetadata =
  (action: Action, path: string) =>
  async (props: LangParams): Promise<Metadata> => {
    const lang = await langOf(props)
    const t = getT(lang, 'pages')
    return {
      ...pageMetadata({
        lang,
        path,
        title: t(`newsletterLinks.${action}.title`),
        description: t('newsletterLinks.metaDescription'),
      }),
      robots: { index: false, follow: false },
    }
  }

/**
 * The page a confirmation or unsubscribe link of a newsletter mail opens, prerendered per language
 * like the other public pages: the token is read in the browser from the address.
 */
export const newsletterLinkPage = (action: Action) => {
  const NewsletterLinkPage = async (props: LangParams) => {
    const lang = await langOf(props)
    const t = getT(lang, 'pages')
    return (
      <>
        <PageHeader title={t(`newsletterLinks.${action}.title`)}>
          {t(`newsletterLinks.${action}.intro`)}
        </PageHeader>
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <Suspense>
            <I18nProvider lang={lang} messages={clientMessages(lang, ['pages'])}>
              <NewsletterLink lang={lang} action={action} />
            </I18nProvider>
          </Suspense>
        </div>
      </>
    )
  }
  return NewsletterLinkPage
}
