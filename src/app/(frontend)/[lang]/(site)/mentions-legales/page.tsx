import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { IntentLink } from '@/components/ui/intent-link.client'
import { SOCIAL_NETWORKS } from '@/domain/site/social-networks'
import { addressLines, legalNameOf, telHref } from '@/domain/site/studio-identity'
import { localizePath } from '@/domain/web/locale-path'
import { publicPath } from '@/domain/web/public-pages'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getStudioIdentity } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return pageMetadata({
    lang,
    path: publicPath('imprint'),
    title: t('imprint.metaTitle'),
    description: t('imprint.metaDescription'),
  })
}

const link = 'font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-400'

/** A titled list of the rows that have a value: an unset one is not shown, not left empty. */
const Section = ({ title, rows }: { title: string; rows: [string, ReactNode][] }) =>
  rows.length ? (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[12rem_1fr] dark:border-slate-800 dark:bg-slate-900">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  ) : null

/**
 * /mentions-legales: the imprint, from the studio's identity in the CMS (prerendered, rebuilt
 * when an editor saves it).
 */
const ImprintPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  const identity = await getStudioIdentity(payload)
  const present = (rows: [string, ReactNode | null | undefined | false][]) =>
    rows.filter((row): row is [string, ReactNode] => Boolean(row[1]))
  const address = addressLines(identity)
  return (
    <>
      <PageHeader title={t('imprint.title')}>{t('imprint.intro')}</PageHeader>
      <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-14 sm:px-6">
        <Section
          title={t('imprint.publisher')}
          rows={present([
            [t('imprint.company'), legalNameOf(identity)],
            [
              t('imprint.address'),
              address.length ? (
                <address className="not-italic">
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              ) : null,
            ],
            [t('imprint.uid'), identity.uid],
            [t('imprint.vatNumber'), identity.vatNumber],
          ])}
        />
        <Section
          title={t('imprint.contact')}
          rows={present([
            [
              t('imprint.email'),
              identity.email ? (
                <a href={`mailto:${identity.email}`} className={link}>
                  {identity.email}
                </a>
              ) : null,
            ],
            [
              t('imprint.phone'),
              identity.phone ? (
                <a href={telHref(identity.phone)} className={link}>
                  {identity.phone}
                </a>
              ) : null,
            ],
            [
              t('imprint.messaging'),
              identity.messagingUrl ? (
                <a href={identity.messagingUrl} className={link} rel="noopener noreferrer">
                  {t('imprint.messagingAction')}
                </a>
              ) : null,
            ],
            [
              t('imprint.profiles'),
              identity.social?.length ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {identity.social.map(({ network, url }) => (
                    <li key={network}>
                      <a href={url} className={link} rel="noopener noreferrer">
                        {SOCIAL_NETWORKS[network].name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null,
            ],
          ])}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('imprint.more')}{' '}
          <IntentLink href={localizePath(publicPath('privacy'), lang)} className={link}>
            {t('imprint.privacyLink')}
          </IntentLink>
          .
        </p>
      </article>
    </>
  )
}

export default ImprintPage
