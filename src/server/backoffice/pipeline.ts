import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'

/** What a pipeline card shows (spec §2). */
export type PipelineCard = {
  id: number
  projectName: string
  plan: string | null
  status: ProjectStatus
  progressPercentage: number
  estimatedDelivery: string | null
  adminOwner: string | null
  clientName: string | null
}

export type PipelineColumn = { total: number; projects: PipelineCard[] }
export type Pipeline = Record<ProjectStatus, PipelineColumn>

/** Cards per column: a column holds its newest projects; its badge counts them all. */
export const PIPELINE_CARDS_PER_COLUMN = 50

/**
 * The seven columns in one SQL statement: each status's newest projects with their client's name,
 * and each status's full count (a window over the same scan), whatever the table's size.
 */
export const loadPipeline = async (
  payload: Payload,
  perColumn = PIPELINE_CARDS_PER_COLUMN,
): Promise<Pipeline> => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select id, "projectName", plan, status, "progressPercentage", "estimatedDelivery",
      "adminOwner", "clientName", total
    from (
      select
        p.id, p.project_name as "projectName", p.plan, p.status::text as status,
        p.progress_percentage::int as "progressPercentage",
        p.estimated_delivery as "estimatedDelivery", p.admin_owner as "adminOwner",
        coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.company_name, u.email)
          as "clientName",
        row_number() over (partition by p.status order by p.created_at desc, p.id desc) as rank,
        count(*) over (partition by p.status)::int as total
      from client_projects p
      left join users u on u.id = p.user_id
    ) ranked
    where rank <= ${perColumn}
    order by rank
  `)
  const pipeline = Object.fromEntries(
    PROJECT_STATUSES.map((status) => [status, { total: 0, projects: [] as PipelineCard[] }]),
  ) as Pipeline
  for (const row of rows as (PipelineCard & { total: number })[]) {
    const { total, ...card } = row
    const column = pipeline[card.status]
    column.total = total
    column.projects.push({
      ...card,
      estimatedDelivery: card.estimatedDelivery
        ? new Date(card.estimatedDelivery).toISOString()
        : null,
    })
  }
  return pipeline
}
