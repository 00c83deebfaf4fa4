'use client'

import { useState } from 'react'
import type { Where } from 'payload'

import type { Activity } from '@payload-types'

import { Field } from '@/components/ui/field'
import { formatDayTime, zurichDayStart } from '@/domain/dates/format'
import { likeSearchWords } from '@/domain/web/search-words'
import { BackofficeList } from '@/features/backoffice/list/backoffice-list.client'
import {
  useBackofficeList,
  type ListCriteria,
} from '@/features/backoffice/list/use-backoffice-list'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { EntryItem } from './entry-item.client'
import { JOURNAL_ENTITIES, type JournalEntity } from './journal-entities'

const CELL = 'px-3 py-2 align-top'

/** The days picked, each a studio day ('2026-11-29'), both included; empty for no bound. */
type Period = { from: string; to: string }

/** The day after `day`, as the end of a period that includes it. */
const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const journalQuery =
  (period: Period) =>
  ({ search, filter, page }: ListCriteria<JournalEntity>) => {
    const and: Where[] = []
    if (filter !== 'all') and.push({ entityType: { equals: filter } })
    if (period.from) and.push({ createdAt: { greater_than_equal: zurichDayStart(period.from) } })
    if (period.to) and.push({ createdAt: { less_than: zurichDayStart(nextDay(period.to)) } })
    for (const word of likeSearchWords(search)) {
      and.push({
        or: [
          { action: { like: word } },
          { note: { like: word } },
          { actor: { like: word } },
          { entityLabel: { like: word } },
          { entityClient: { like: word } },
        ],
      })
    }
    return { where: and.length ? { and } : {}, sort: '-createdAt', limit: 30, page, depth: 0 }
  }

/** /admin/journal: the audit log, newest first, filtered by subject and period, and searched. */
export const JournalView = () => {
  const { t } = useTranslation('backoffice')
  const [period, setPeriod] = useState<Period>({ from: '', to: '' })
  const list = useBackofficeList<Activity, JournalEntity>({
    key: 'activities',
    path: 'activities',
    query: journalQuery(period),
    filters: JOURNAL_ENTITIES,
    filterParam: 'element',
    dependsOn: [period],
  })
  const pick = (bound: keyof Period) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setPeriod((current) => ({ ...current, [bound]: event.target.value }))
    list.setPage(1)
  }
  return (
    <BackofficeList
      list={list}
      search={{
        placeholder: t('journal.searchPlaceholder'),
        label: t('journal.searchLabel'),
      }}
      filter={{
        label: t('journal.filterLabel'),
        allLabel: t('journal.allEntities'),
        values: JOURNAL_ENTITIES,
        labelOf: (entity) => t(`journal.entities.${entity}`),
      }}
      tools={
        <div className="flex gap-3">
          <Field
            type="date"
            label={t('journal.from')}
            value={period.from}
            max={period.to || undefined}
            onChange={pick('from')}
          />
          <Field
            type="date"
            label={t('journal.to')}
            value={period.to}
            min={period.from || undefined}
            onChange={pick('to')}
          />
        </div>
      }
      table={{
        columns: [
          t('journal.columns.date'),
          t('journal.columns.author'),
          t('journal.columns.action'),
          t('journal.columns.entity'),
          t('journal.columns.note'),
        ],
        empty: t('journal.empty'),
        rows: list.docs.map((entry) => (
          <tr key={entry.id}>
            <td className={`${CELL} whitespace-nowrap`}>
              <time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt)}</time>
            </td>
            <td className={`${CELL} min-w-32 break-words`}>{entry.actor}</td>
            <td className={`${CELL} font-semibold`}>{entry.action}</td>
            <td className={`${CELL} min-w-48`}>
              <EntryItem entry={entry} />
            </td>
            <td className={`${CELL} break-words`}>{entry.note || '—'}</td>
          </tr>
        )),
      }}
    />
  )
}
