import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'

import { FaqList } from '@/features/site/pages/faq-list'
import { JsonLd } from '@/features/site/pages/json-ld'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { labelsOf } from '@/i18n/labels'
import { getT } from '@/i18n/translator'
import { getFaq } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return pageMetadata({
    lang,
    path: '/faq',
    title: t('faq.metaTitle'),
    description: t('faq.metaDescription'),
  })
}

/** /faq: category accordions from the CMS, in the page's language. */
const FaqPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  const groups = await getFaq(payload, lang)
  const labels = labelsOf(lang, 'faqCategory')
  return (
    <>
      <PageHeader eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
        {t('faq.intro')}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        {groups.length ? <FaqList groups={groups} labels={labels} /> : <p>{t('faq.empty')}</p>}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: lang,
          mainEntity: groups.flatMap(({ items }) =>
            items.map(({ question, answer }) => ({
              '@type': 'Question',
              name: question,
              acceptedAnswer: { '@type': 'Answer', text: answer },
            })),
          ),
        }}
      />
    </>
  )
}

export default FaqPage
