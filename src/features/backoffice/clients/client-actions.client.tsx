'use client'

import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { ClientRow } from '@/server/projects'

import { RowActions, RowLinkAction } from '../list/row-parts.client'
import { useResetSecondFactor } from '../reset-second-factor.client'
import { RowAction } from '../row-action.client'
import { useClientDataRights } from './client-data-rights.client'

/**
 * A client's actions: its portal as it sees it, e-mail and WhatsApp in fixed slots; the reset
 * e-mail, the second-factor reset and its data rights (export, erasure) in the row's menu.
 */
export const ClientActions = ({ client, name }: { client: ClientRow; name: string }) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const reset = useMutation({
    mutationFn: () =>
      callApi('users/forgot-password', { method: 'POST', json: { email: client.loginEmail } }),
    onSuccess: () =>
      toast.success(t('clients.actions.resetSent'), {
        description: t('clients.actions.resetSentDetail'),
      }),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  const viewAs = useMutation({
    mutationFn: () => callApi(`backoffice/view-as/${client.id}`, { method: 'POST' }),
    onSuccess: () => {
      router.push('/espace-client')
      router.refresh()
    },
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  const secondFactor = useResetSecondFactor(client.id, name)
  const dataRights = useClientDataRights(client, name)
  return (
    <>
      <RowActions
        slots={[
          <RowAction
            key="portal"
            compact
            icon="eye"
            label={t('clients.actions.openPortal')}
            name={t('clients.actions.openPortalName', { name })}
            variant="ghost"
            disabled={viewAs.isPending}
            onClick={() => viewAs.mutate()}
          />,
          <RowLinkAction
            key="mail"
            href={`mailto:${client.email}`}
            icon="mail"
            label={t('clients.actions.mail')}
            name={t('clients.actions.mailName', { name })}
          />,
          client.whatsappLink ? (
            <RowLinkAction
              key="whatsapp"
              href={client.whatsappLink}
              external
              icon="message-circle"
              label={t('clients.actions.whatsapp')}
              name={t('clients.actions.whatsappName', { name })}
              className="text-emerald-700 dark:text-emerald-400"
            />
          ) : null,
        ]}
        menu={{
          label: t('common.actionsFor', { name }),
          items: [
            {
              label: t('clients.actions.sendReset'),
              name: t('clients.actions.sendResetName', { name }),
              disabled: reset.isPending,
              onSelect: () => reset.mutate(),
            },
            {
              label: t('common.secondFactor.reset'),
              name: t('common.secondFactor.resetOf', { name }),
              disabled: secondFactor.isPending,
              onSelect: secondFactor.ask,
            },
            ...dataRights.items,
          ],
        }}
      />
      {dataRights.dialog}
    </>
  )
}
