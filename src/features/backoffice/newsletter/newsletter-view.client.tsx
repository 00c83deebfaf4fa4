'use client'

import type { Where } from 'payload'

import type { NewsletterSubscriber } from '@payload-types'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Moment } from '@/components/ui/moment'
import { likeSearchWords } from '@/domain/web/search-words'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { BackofficeList } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList, type ListCriteria } from '../list/use-backoffice-list'

const CELL = 'px-3 py-2 align-top'

/** Only confirmed addresses are subscribers; the latest consent first. */
const subscribersQuery = ({ search, page }: ListCriteria<never>) => {
  const and: Where[] = [{ confirmedAt: { exists: true } }]
  for (const word of likeSearchWords(search)) and.push({ email: { like: word } })
  return { where: { and }, sort: '-confirmedAt', limit: 30, page, depth: 0 }
}

/** /admin/newsletter: the confirmed subscribers with the date and language of their consent. */
export const NewsletterView = () => {
  const { t } = useTranslation('backoffice')
  const list = useBackofficeList<NewsletterSubscriber>({
    key: 'newsletter-subscribers',
    path: 'newsletter-subscribers',
    query: subscribersQuery,
  })
  return (
    <section className="flex flex-col gap-3">
      <div className="flex justify-end">
        <a
          href="/api/backoffice/newsletter.csv"
          className={buttonClasses('outline', { size: 'sm' })}
          download
        >
          <Icon name="download" className="size-4" /> {t('common.exportCsv')}
        </a>
      </div>
      <BackofficeList
        list={list}
        search={{
          placeholder: t('newsletter.searchPlaceholder'),
          label: t('newsletter.searchLabel'),
        }}
        table={{
          columns: [
            t('newsletter.columns.email'),
            t('newsletter.columns.consent'),
            t('newsletter.columns.language'),
          ],
          empty: t('newsletter.empty'),
          rows: list.docs.map((subscriber) => (
            <tr key={subscriber.id}>
              <td className={CELL}>
                <Clip text={subscriber.email} className="[--clip:24rem]" />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {subscriber.confirmedAt ? (
                  <time dateTime={subscriber.confirmedAt}>
                    <Moment date={subscriber.confirmedAt} time />
                  </time>
                ) : null}
              </td>
              <td className={CELL}>{t(`locale.${subscriber.language}`, { ns: 'labels' })}</td>
            </tr>
          )),
        }}
      />
    </section>
  )
}
