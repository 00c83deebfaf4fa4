import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'

import { callApi } from '@/components/api/api-client'

/**
 * 'Démarrer' and 'Terminer' with a success toast; a refusal (already started, already done)
 * shows the server's message, and the list is reloaded either way so it shows the true state.
 */
export const useRequestActions = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'start' | 'finish' }) =>
      callApi(`client-requests/${id}/${kind}`, { method: 'POST' }),
    onSuccess: () =>
      toast.success('Demande mise à jour', { description: 'Le statut a été changé avec succès.' }),
    onError: (error) => toast.error('Erreur', { description: error.message }),
    onSettled: () =>
      Promise.all(
        ['requests', 'kpis', 'activities'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  })
}
