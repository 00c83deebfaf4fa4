import type { ProjectStatus } from '@/domain/projects/status'
import type { Pipeline } from '@/server/projects'

/**
 * The pipeline with one project moved to another column, as the screen shows it before the server
 * answers (an optimistic update): first in its new column, both counts adjusted. An unknown
 * project or an unchanged status gives the same pipeline back.
 */
export const moveCard = (pipeline: Pipeline, projectId: number, to: ProjectStatus): Pipeline => {
  const from = (Object.keys(pipeline) as ProjectStatus[]).find((status) =>
    pipeline[status].projects.some(({ id }) => id === projectId),
  )
  if (!from || from === to) return pipeline
  const card = pipeline[from].projects.find(({ id }) => id === projectId)!
  return {
    ...pipeline,
    [from]: {
      total: pipeline[from].total - 1,
      projects: pipeline[from].projects.filter(({ id }) => id !== projectId),
    },
    [to]: {
      total: pipeline[to].total + 1,
      projects: [{ ...card, status: to }, ...pipeline[to].projects],
    },
  }
}
