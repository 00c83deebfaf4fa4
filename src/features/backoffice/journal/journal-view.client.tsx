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

/** What an entry is about, as the filter and the table name it. */
export const ENTITY_LABELS = {
  submission: 'Soumission',
  project: 'Projet',
  request: 'Demande',
  invoice: 'Facture',
  subscription: 'Abonnement',
  user: 'Client',
  settings: 'Paramètres',
} as const

type Entity = keyof typeof ENTITY_LABELS
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
  const list = useBackofficeList<Activity, Entity>({
    key: 'activities',
    path: 'activities',
    query: journalQuery,
    filters: Object.keys(ENTITY_LABELS) as Entity[],
    filterParam: 'element',
  })
  return (
    <BackofficeList
      list={list}
      search={{
        placeholder: 'Rechercher une action, une note ou un auteur',
        label: 'Rechercher dans le journal',
      }}
      filter={{
        label: 'Filtrer par élément',
        allLabel: 'Tous les éléments',
        options: ENTITY_LABELS,
      }}
      table={{
        columns: ['Date', 'Auteur', 'Action', 'Élément', 'Note'],
        empty: 'Aucune activité trouvée',
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
              {ENTITY_LABELS[entry.entityType as Entity] ?? entry.entityType}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </td>
            <td className={`${CELL} break-words`}>{entry.note || '—'}</td>
          </tr>
        )),
      }}
    />
  )
}
