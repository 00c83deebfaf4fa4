'use client'

import { useMutation } from '@tanstack/react-query'
import { Icon } from '@/components/ui/icon'
import { useRouter } from 'next/navigation'
import { toast } from '@/components/ui/toast'

import type { ClientRow } from '@/server/backoffice/clients'

import { callApi } from '@/components/api/api-client'
import { ResetSecondFactorAction } from '../reset-second-factor.client'
import { Action } from '../row-action.client'
import { ClientDataRights } from './client-data-rights.client'

const ICON_LINK =
  'inline-flex min-h-8 items-center rounded-md px-2 hover:bg-slate-100 dark:hover:bg-slate-800'

/**
 * A client's actions: reset e-mail, second-factor reset, its data rights (export, erasure),
 * e-mail, WhatsApp, and its portal as it sees it.
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
  return (
    <div className="flex justify-end gap-1">
      <Action
        compact
        icon="eye"
        label="Ouvrir portail comme client"
        name={`Ouvrir le portail de ${name} comme client`}
        disabled={viewAs.isPending}
        onClick={() => viewAs.mutate()}
      />
      <Action
        compact
        icon="key-round"
        label="Envoyer un lien de réinitialisation"
        name={`Envoyer un lien de réinitialisation à ${name}`}
        variant="outline"
        disabled={reset.isPending}
        onClick={() => reset.mutate()}
      />
      <ResetSecondFactorAction userId={client.id} name={name} />
      <ClientDataRights client={client} name={name} />
      <a
        href={`mailto:${client.email}`}
        aria-label={`Écrire à ${name}`}
        title="Email"
        className={ICON_LINK}
      >
        <Icon name="mail" className="size-4" />
      </a>
      {client.whatsappLink ? (
        <a
          href={client.whatsappLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp de ${name}`}
          title="WhatsApp"
          className={`${ICON_LINK} text-emerald-700 dark:text-emerald-400`}
        >
          <Icon name="message-circle" className="size-4" />
        </a>
      ) : null}
    </div>
  )
}
