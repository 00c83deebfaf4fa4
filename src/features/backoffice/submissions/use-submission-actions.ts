import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { callApi } from '@/components/api/api-client'
import { useProjectMutations } from '../projects/use-project-mutations'

type Approval = { accountCreated: boolean }

/**
 * Approve, reject (with its optional reason) and delete (the projects' own deletion), each with its
 * success and error toasts;
 * every success refreshes the lists and the counters that depend on it.
 */
export const useSubmissionActions = () => {
  const { t } = useTranslation('backoffice')
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
      toast.success(t('submissions.toasts.approved'), {
        description: t(
          accountCreated ? 'submissions.toasts.accountCreated' : 'submissions.toasts.accountLinked',
        ),
      })
      return refresh()
    },
    onError: (error) =>
      toast.error(t('common.error'), {
        description: error.message || t('submissions.toasts.approveError'),
      }),
  })
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi<{ mailed: boolean }>(`project-submissions/${id}/reject`, { json: { reason } }),
    onSuccess: ({ mailed }) => {
      toast.success(t('submissions.toasts.rejected'), {
        description: t(
          mailed ? 'submissions.toasts.rejectedMailed' : 'submissions.toasts.rejectedDetail',
        ),
      })
      return refresh()
    },
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  const { deleteProject } = useProjectMutations()
  return { approve, reject, deleteProject }
}
