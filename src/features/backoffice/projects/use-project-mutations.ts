import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { PaginatedDocs } from 'payload'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

import type { ClientProject } from '@payload-types'
import type { ProjectMove } from '@/domain/projects/transitions'
import type { Pipeline } from '@/server/projects'

import { ApiError, callApi } from '@/components/api/api-client'
import { moveCard } from '../pipeline/move-card'

/**
 * What a refusal says: a field's own message when Payload refused a field (the status rule names
 * where the project may go), else the answer's message.
 */
const refusalText = (error: Error) =>
  (error instanceof ApiError && error.fieldErrors[0]?.message) || error.message

/** Every screen whose data a project change alters. */
const AFFECTED = ['pipeline', 'projects', 'submissions', 'kpis', 'activities']

type Snapshot = [QueryKey, unknown][]

/** How long the toast of a status change offers to undo it. */
const UNDO_MS = 8000

/**
 * A status change `from` → `to`, with the success toast's text (the pipeline and the table word it
 * differently); or the undo of one (`undo`), which puts the project back to `from`.
 */
export type StatusChange = ProjectMove & { id: number } & (
    { success: string; undo?: never } | { undo: true; success?: never }
  )

const targetOf = ({ from, to, undo }: StatusChange) => (undo ? from : to)

/**
 * Project changes for the pipeline and the projects table. A status change shows at once in both
 * (optimistic) and is rolled back with an error toast if the server refuses; its success toast
 * offers 'Annuler' for a few seconds, which puts the project back by the inverse move (the
 * server checks it is still where the change put it).
 */
export const useProjectMutations = () => {
  const { t } = useTranslation('backoffice')
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(AFFECTED.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
  const restore = (snapshot: Snapshot | undefined) =>
    snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data))

  const changeStatus = useMutation({
    mutationFn: (change: StatusChange) =>
      change.undo
        ? callApi(`client-projects/${change.id}/undo-status`, {
            json: { from: change.from, to: change.to },
          })
        : callApi(`client-projects/${change.id}`, { method: 'PATCH', json: { status: change.to } }),
    onMutate: async (change) => {
      const { id } = change
      const status = targetOf(change)
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
    onSuccess: (_data, change) => {
      if (change.undo) {
        toast.success(t('projects.toasts.statusRestored'), {
          description: t('projects.toasts.statusRestoredDetail', {
            status: t(`projectStatus.${change.from}`, { ns: 'labels' }),
          }),
        })
        return
      }
      toast.success(t('projects.toasts.statusUpdated'), {
        description: change.success,
        duration: UNDO_MS,
        action: {
          label: t('common.undo'),
          onClick: () =>
            changeStatus.mutate({ id: change.id, from: change.from, to: change.to, undo: true }),
        },
      })
    },
    onError: (error, _variables, snapshot) => {
      restore(snapshot)
      toast.error(t('common.error'), { description: refusalText(error) })
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
