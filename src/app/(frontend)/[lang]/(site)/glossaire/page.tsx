import config from '@payload-config'
import { getPayload } from 'payload'
import { Icon } from '@/components/ui/icon'
import type { Metadata } from 'next'

import { groupGlossary } from '@/domain/content/glossary-search'
import { GlossaryBrowser } from '@/features/site/pages/glossary-browser.client'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { labelsOf } from '@/i18n/labels'
import { getT } from '@/i18n/translator'
import { getGlossary } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'glossary')
  return pageMetadata({
    lang,
    path: '/glossaire',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** /glossaire: the current language's terms only, searched and filtered in the browser. */
const GlossaryPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'glossary')
  const entries = await getGlossary(payload, lang)
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <GlossaryBrowser
          groups={groupGlossary(entries, lang)}
          categoryNames={labelsOf(lang, 'glossaryCategory')}
          searchIcon={
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
          }
        />
      </div>
    </>
  )
}

export default GlossaryPage
