import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'

import { localizePath } from '@/domain/web/locale-path'
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@/domain/web/public-pages'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { env } from '@/server/platform/config/env'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return pageMetadata({
    lang,
    path: '/plan-du-site',
    title: t('sitemap.metaTitle'),
    description: t('sitemap.metaDescription'),
  })
}

/** /plan-du-site: every page by name, with its address. */
const SitemapPage = async (props: LangParams) => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return (
    <>
      <PageHeader title={t('sitemap.title')} />
      <ul className="mx-auto grid max-w-4xl gap-3 px-4 py-14 sm:grid-cols-2 sm:px-6">
        {[...PUBLIC_PAGES, ...ACCOUNT_PAGES].map(({ key, path }) => {
          const href = localizePath(path, lang)
          return (
            <li
              key={key}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <IntentLink
                href={href}
                className="font-semibold text-blue-700 hover:underline dark:text-blue-400"
              >
                {t(`sitemap.pages.${key}`)}
              </IntentLink>
              <p className="text-sm break-all text-slate-600 dark:text-slate-400">{`${env.serverUrl}${href}`}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}

export default SitemapPage
