import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { PaginatedDocs } from 'payload'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

import type { ClientProject } from '@payload-types'
import type { ProjectStatus } from '@/domain/projects/status'
import type { Pipeline } from '@/server/projects'

import { callApi } from '@/components/api/api-client'
import { moveCard } from '../pipeline/move-card'

/** Every screen whose data a project change alters. */
const AFFECTED = ['pipeline', 'projects', 'submissions', 'kpis', 'activities']

type Snapshot = [QueryKey, unknown][]

/**
 * Project changes for the pipeline and the projects table. A status change shows at once in both
 * (optimistic) and is rolled back with an error toast if the server refuses. The caller gives the
 * success toast's text: the pipeline and the table word it differently.
 */
export const useProjectMutations = () => {
  const { t } = useTranslation('backoffice')
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(AFFECTED.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
  const restore = (snapshot: Snapshot | undefined) =>
    snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data))

  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProjectStatus; success: string }) =>
      callApi(`client-projects/${id}`, { method: 'PATCH', json: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: ['pipeline'] })
      await queryClient.cancelQueries({ queryKey: ['projects'] })
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData({ queryKey: ['pipeline'] }),
        ...queryClient.getQueriesData({ queryKey: ['projects'] }),
      ]
      queryClient.setQueriesData<Pipeline>({ queryKey: ['pipeline'] }, (pipeline) =>
        pipeline ? moveCard(pipeline, id, status) : pipeline,
      )
      queryClient.setQueriesData<PaginatedDocs<ClientProject>>(
        { queryKey: ['projects'] },
        (page) =>
          page && {
            ...page,
            docs: page.docs.map((doc) => (doc.id === id ? { ...doc, status } : doc)),
          },
      )
      return snapshot
    },
    onSuccess: (_data, { success }) =>
      toast.success(t('projects.toasts.statusUpdated'), { description: success }),
    onError: (error, _variables, snapshot) => {
      restore(snapshot)
      toast.error(t('common.error'), { description: error.message })
    },
    onSettled: refresh,
  })

  const updateDetails = useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<ClientProject> }) =>
      callApi(`client-projects/${id}`, { method: 'PATCH', json: data }),
    onSuccess: () =>
      toast.success(t('projects.toasts.updated'), { description: t('common.changesSaved') }),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
    onSettled: refresh,
  })

  const deleteProject = useMutation({
    mutationFn: (id: number) => callApi(`client-projects/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      toast.success(t('projects.toasts.deleted'), {
        description: t('projects.toasts.deletedDetail'),
      }),
    onError: () =>
      toast.error(t('common.error'), { description: t('projects.toasts.deleteError') }),
    onSettled: refresh,
  })

  return { changeStatus, updateDetails, deleteProject }
}
