'use client'

import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'

import { RowAction } from './row-action.client'

/**
 * An account's second factor reset by the admin (a lost phone): its sessions end, the audit log
 * records it and the account gets an e-mail. `ask` asks for confirmation first.
 */
export const useResetSecondFactor = (userId: number, name: string) => {
  const reset = useMutation({
    mutationFn: () => callApi(`users/${userId}/reset-second-factor`, { method: 'POST' }),
    onSuccess: () =>
      toast.success('Double authentification réinitialisée', {
        description: 'Ses sessions sont fermées et un email lui a été envoyé.',
      }),
    onError: (error) => toast.error('Erreur', { description: error.message }),
  })
  return {
    isPending: reset.isPending,
    ask: () => {
      if (window.confirm(`Réinitialiser la double authentification de ${name} ?`)) reset.mutate()
    },
  }
}

/** The reset as a button (an admin's row in the settings). */
export const ResetSecondFactorAction = ({ userId, name }: { userId: number; name: string }) => {
  const reset = useResetSecondFactor(userId, name)
  return (
    <RowAction
      compact
      icon="shield-check"
      label="Réinitialiser la double authentification"
      name={`Réinitialiser la double authentification de ${name}`}
      variant="outline"
      disabled={reset.isPending}
      onClick={reset.ask}
    />
  )
}
