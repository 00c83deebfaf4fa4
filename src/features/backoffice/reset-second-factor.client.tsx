'use client'

import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { RowAction } from './row-action.client'

/**
 * An account's second factor reset by the admin (a lost phone): its sessions end, the audit log
 * records it and the account gets an e-mail. `ask` asks for confirmation first.
 */
export const useResetSecondFactor = (userId: number, name: string) => {
  const { t } = useTranslation('backoffice')
  const reset = useMutation({
    mutationFn: () => callApi(`users/${userId}/reset-second-factor`, { method: 'POST' }),
    onSuccess: () =>
      toast.success(t('common.secondFactor.done'), {
        description: t('common.secondFactor.doneDetail'),
      }),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  return {
    isPending: reset.isPending,
    ask: () => {
      if (window.confirm(t('common.secondFactor.confirm', { name }))) reset.mutate()
    },
  }
}

/** The reset as a button (an admin's row in the settings). */
export const ResetSecondFactorAction = ({ userId, name }: { userId: number; name: string }) => {
  const { t } = useTranslation('backoffice')
  const reset = useResetSecondFactor(userId, name)
  return (
    <RowAction
      compact
      icon="shield-check"
      label={t('common.secondFactor.reset')}
      name={t('common.secondFactor.resetOf', { name })}
      variant="outline"
      disabled={reset.isPending}
      onClick={reset.ask}
    />
  )
}
