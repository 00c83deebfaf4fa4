import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'

import { callApi } from '@/components/api/api-client'
import { useProjectMutations } from '../projects/use-project-mutations'

type Approval = { accountCreated: boolean }

/**
 * Approve, reject and delete (the projects' own deletion), each with its success and error toasts;
 * every success refreshes the lists and the counters that depend on it.
 */
export const useSubmissionActions = () => {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(
      ['submissions', 'kpis', 'projects', 'activities'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    )
  const approve = useMutation({
    mutationFn: (id: number) =>
      callApi<Approval>(`project-submissions/${id}/approve`, { method: 'POST' }),
    onSuccess: ({ accountCreated }) => {
      toast.success('Soumission approuvée', {
        description: accountCreated
          ? 'Le compte client a été créé et un email a été envoyé.'
          : 'Le projet a été rattaché au compte client existant et un email a été envoyé.',
      })
      return refresh()
    },
    onError: (error) =>
      toast.error('Erreur', {
        description: error.message || "Impossible d'approuver la soumission.",
      }),
  })
  const reject = useMutation({
    mutationFn: (id: number) => callApi(`project-submissions/${id}/reject`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Soumission rejetée', { description: 'Le statut a été mis à jour.' })
      return refresh()
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  })
  const { deleteProject } = useProjectMutations()
  return { approve, reject, deleteProject }
}
