import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'

import { formatChf } from '@/domain/billing/money'
import { formatFileSize } from '@/domain/files/file-rules'
import { BRIEF_FILE_MAX_BYTES } from '@/domain/submissions/files'
import { BriefForm } from '@/features/brief/brief-form.client'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { langOf, type LangParams } from '@/i18n/params'
import { labelsOf } from '@/i18n/labels'
import { clientMessages, getT } from '@/i18n/translator'
import { getPlanPrices } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'brief')
  return pageMetadata({
    lang,
    path: '/demarrer-projet',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/**
 * /demarrer-projet: the brief form; an answer is promised within 24 hours. Its prices are the
 * home's, so the page is rebuilt when the home is published.
 */
const StartProjectPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'brief')
  const prices = Object.fromEntries(
    Object.entries(await getPlanPrices(payload, lang)).map(([offer, price]) => [
      offer,
      formatChf(price, 0),
    ]),
  )
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <I18nProvider lang={lang} messages={clientMessages(lang, ['brief', 'validation'])}>
            <BriefForm
              lang={lang}
              prices={prices}
              offerNames={labelsOf(lang, 'projectType')}
              fileSizeLimit={formatFileSize(BRIEF_FILE_MAX_BYTES, lang)}
            />
          </I18nProvider>
        </div>
      </div>
    </>
  )
}

export default StartProjectPage
