'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { PROJECT_STATUS_LABELS } from '@/domain/projects/status'
import { StatusBadge } from '@/components/ui/status-badge'
import type { listClients } from '@/server/projects'

import { BackofficeList, EmptyNext } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'
import { ClientActions } from './client-actions.client'

type ClientRow = Awaited<ReturnType<typeof listClients>>['docs'][number]

// The contact's name, e-mail and phone in one cell: seven columns would not fit 1280 px.
const COLUMNS = ['Entreprise', 'Contact', 'Plan', 'Projet', '']
const CELL = 'px-3 py-3 align-middle'

/** /admin/clients: the client accounts, searched, with their actions. */
export const ClientsView = () => {
  const list = useBackofficeList<ClientRow>({
    key: 'clients',
    path: 'backoffice/clients',
    query: ({ search, page }) => ({ search, page }),
  })
  return (
    <BackofficeList
      list={list}
      search={{
        placeholder: 'Rechercher par entreprise, nom ou email',
        label: 'Rechercher un client',
      }}
      table={{
        columns: COLUMNS,
        error: `Erreur : ${list.result.error?.message || 'Impossible de charger les clients'}`,
        empty: 'Aucun client trouvé',
        emptyNext: (
          <EmptyNext hint="Un client a son compte quand sa soumission est approuvée.">
            <Link href="/admin/submissions" className={buttonClasses('outline', { size: 'sm' })}>
              Voir les soumissions
            </Link>
          </EmptyNext>
        ),
        rows: list.docs.map((client) => {
          const name = [client.firstName, client.lastName].filter(Boolean).join(' ') || client.email
          return (
            <tr key={client.id}>
              <td className={`${CELL} font-semibold`}>
                {client.companyName ? <Clip text={client.companyName} /> : '—'}
              </td>
              <td className={CELL}>
                <Clip text={name} className="[--clip:14rem]" />
                <Clip
                  text={client.email}
                  className="block text-xs text-slate-600 dark:text-slate-400 [--clip:14rem]"
                />
                {client.phone ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400 whitespace-nowrap">
                    {client.phone}
                  </span>
                ) : null}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{client.plan || '—'}</td>
              <td className={CELL}>
                {client.projectStatus ? (
                  <StatusBadge
                    status={client.projectStatus}
                    label={PROJECT_STATUS_LABELS[client.projectStatus]}
                  />
                ) : (
                  '—'
                )}
              </td>
              <td className={CELL}>
                <ClientActions client={client} name={name} />
              </td>
            </tr>
          )
        }),
      }}
    />
  )
}
