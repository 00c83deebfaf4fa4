'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import type { PaginatedDocs, Where } from 'payload'
import { useState } from 'react'

import type { Activity } from '@payload-types'

import { callApi } from '@/components/api/api-client'
import { DataTable } from '../data-table'
import { FilterSelect, SearchBox } from '../list-filters.client'
import { ListPager } from '../list-pager.client'
import { useDebounced } from '../use-debounced'
import { likeSearchWords } from '@/domain/web/search-words'

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

const journalQuery = (search: string, entity: Entity | 'all', page: number) => {
  const and: Where[] = []
  if (entity !== 'all') and.push({ entityType: { equals: entity } })
  for (const word of likeSearchWords(search)) {
    and.push({
      or: [{ action: { like: word } }, { note: { like: word } }, { actor: { like: word } }],
    })
  }
  return { where: and.length ? { and } : {}, sort: '-createdAt', limit: 30, page, depth: 0 }
}

/** /admin/journal: the audit log, newest first, filtered by subject and searched (issue 8). */
export const JournalView = () => {
  const [search, setSearch] = useState('')
  const [entity, setEntity] = useState<Entity | 'all'>('all')
  const [page, setPage] = useState(1)
  const term = useDebounced(search)
  const list = useQuery({
    queryKey: ['activities', 'journal', term, entity, page],
    queryFn: () =>
      callApi<PaginatedDocs<Activity>>('activities', { query: journalQuery(term, entity, page) }),
    placeholderData: keepPreviousData,
  })
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
          placeholder="Rechercher une action, une note ou un auteur"
          label="Rechercher dans le journal"
        />
        <FilterSelect
          value={entity}
          onChange={(value) => {
            setEntity(value)
            setPage(1)
          }}
          label="Filtrer par élément"
          allLabel="Tous les éléments"
          options={ENTITY_LABELS}
        />
      </div>
      <DataTable
        columns={['Date', 'Auteur', 'Action', 'Élément', 'Note']}
        query={list}
        empty="Aucune activité trouvée"
        rows={(list.data?.docs ?? []).map((entry) => (
          <tr key={entry.id}>
            <td className={`${CELL} whitespace-nowrap`}>
              <time dateTime={entry.createdAt}>
                {format(new Date(entry.createdAt), 'd MMM yyyy, HH:mm', { locale: fr })}
              </time>
            </td>
            <td className={CELL}>{entry.actor}</td>
            <td className={`${CELL} font-semibold`}>{entry.action}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              {ENTITY_LABELS[entry.entityType as Entity] ?? entry.entityType}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </td>
            <td className={`${CELL} break-words`}>{entry.note || '—'}</td>
          </tr>
        ))}
      />
      <ListPager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  )
}
