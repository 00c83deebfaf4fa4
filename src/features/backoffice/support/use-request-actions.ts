import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { callApi } from '@/components/api/api-client'

/**
 * 'Démarrer' and 'Terminer' with a success toast; a refusal (already started, already done)
 * shows the server's message, and the list is reloaded either way so it shows the true state.
 */
export const useRequestActions = () => {
  const { t } = useTranslation('backoffice')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'start' | 'finish' }) =>
      callApi(`client-requests/${id}/${kind}`, { method: 'POST' }),
    onSuccess: () =>
      toast.success(t('support.updated'), { description: t('support.updatedDetail') }),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
    onSettled: () =>
      Promise.all(
        ['requests', 'kpis', 'activities'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  })
}
