'use client'

import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
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
  const router = useRouter()
  const reset = useMutation({
    mutationFn: () =>
      callApi('users/forgot-password', { method: 'POST', json: { email: client.loginEmail } }),
    onSuccess: () =>
      toast.success('Email envoyé', {
        description: 'Un email de réinitialisation a été envoyé au client.',
      }),
    onError: (error) => toast.error('Erreur', { description: error.message }),
  })
  const viewAs = useMutation({
    mutationFn: () => callApi(`backoffice/view-as/${client.id}`, { method: 'POST' }),
    onSuccess: () => {
      router.push('/espace-client')
      router.refresh()
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
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
            label="Ouvrir son portail"
            name={`Ouvrir le portail de ${name} comme client`}
            variant="ghost"
            disabled={viewAs.isPending}
            onClick={() => viewAs.mutate()}
          />,
          <RowLinkAction
            key="mail"
            href={`mailto:${client.email}`}
            icon="mail"
            label="Écrire un e-mail"
            name={`Écrire à ${name}`}
          />,
          client.whatsappLink ? (
            <RowLinkAction
              key="whatsapp"
              href={client.whatsappLink}
              external
              icon="message-circle"
              label="WhatsApp"
              name={`WhatsApp de ${name}`}
              className="text-emerald-700 dark:text-emerald-400"
            />
          ) : null,
        ]}
        menu={{
          label: `Actions pour ${name}`,
          items: [
            {
              label: 'Envoyer un lien de réinitialisation',
              name: `Envoyer un lien de réinitialisation à ${name}`,
              disabled: reset.isPending,
              onSelect: () => reset.mutate(),
            },
            {
              label: 'Réinitialiser la double authentification',
              name: `Réinitialiser la double authentification de ${name}`,
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
