'use client'

import type { Where } from 'payload'

import type { Activity } from '@payload-types'

import { formatDayTime } from '@/domain/dates/format'
import { likeSearchWords } from '@/domain/web/search-words'
import { BackofficeList } from '@/features/backoffice/list/backoffice-list.client'
import { Clip } from '@/features/backoffice/list/data-table'
import {
  useBackofficeList,
  type ListCriteria,
} from '@/features/backoffice/list/use-backoffice-list'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** What an entry is about, as the filter lists them (named by `journal.entities`). */
const ENTITIES = [
  'submission',
  'project',
  'request',
  'invoice',
  'subscription',
  'user',
  'settings',
] as const

type Entity = (typeof ENTITIES)[number]
const isEntity = (type: string): type is Entity => (ENTITIES as readonly string[]).includes(type)
const CELL = 'px-3 py-2 align-top'

const journalQuery = ({ search, filter, page }: ListCriteria<Entity>) => {
  const and: Where[] = []
  if (filter !== 'all') and.push({ entityType: { equals: filter } })
  for (const word of likeSearchWords(search)) {
    and.push({
      or: [{ action: { like: word } }, { note: { like: word } }, { actor: { like: word } }],
    })
  }
  return { where: and.length ? { and } : {}, sort: '-createdAt', limit: 30, page, depth: 0 }
}

/** /admin/journal: the audit log, newest first, filtered by subject and searched. */
export const JournalView = () => {
  const { t } = useTranslation('backoffice')
  const list = useBackofficeList<Activity, Entity>({
    key: 'activities',
    path: 'activities',
    query: journalQuery,
    filters: ENTITIES,
    filterParam: 'element',
  })
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
        values: ENTITIES,
        labelOf: (entity) => t(`journal.entities.${entity}`),
      }}
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
            <td className={CELL}>
              <Clip text={entry.actor} />
            </td>
            <td className={`${CELL} font-semibold`}>{entry.action}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              {isEntity(entry.entityType)
                ? t(`journal.entities.${entry.entityType}`)
                : entry.entityType}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </td>
            <td className={`${CELL} break-words`}>{entry.note || '—'}</td>
          </tr>
        )),
      }}
    />
  )
}
