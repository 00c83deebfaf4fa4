'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { listClients } from '@/server/projects'

import { BackofficeList, EmptyNext } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'
import { ClientActions } from './client-actions.client'

type ClientRow = Awaited<ReturnType<typeof listClients>>['docs'][number]

const CELL = 'px-3 py-3 align-middle'

/** /admin/clients: the client accounts, searched, with their actions. */
export const ClientsView = () => {
  const { t } = useTranslation('backoffice')
  const list = useBackofficeList<ClientRow>({
    key: 'clients',
    path: 'backoffice/clients',
    query: ({ search, page }) => ({ search, page }),
  })
  return (
    <BackofficeList
      list={list}
      search={{
        placeholder: t('clients.searchPlaceholder'),
        label: t('clients.searchLabel'),
      }}
      table={{
        // The contact's name, e-mail and phone in one cell: seven columns would not fit 1280 px.
        columns: [
          t('clients.columns.company'),
          t('clients.columns.contact'),
          t('clients.columns.plan'),
          t('clients.columns.project'),
          '',
        ],
        error: t('clients.loadError', {
          message: list.result.error?.message || t('clients.loadFailed'),
        }),
        empty: t('clients.empty'),
        emptyNext: (
          <EmptyNext hint={t('clients.emptyHint')}>
            <Link href="/admin/submissions" className={buttonClasses('outline', { size: 'sm' })}>
              {t('common.seeSubmissions')}
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
                    label={t(`projectStatus.${client.projectStatus}`, { ns: 'labels' })}
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
