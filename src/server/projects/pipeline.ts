import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'

/** What a pipeline card shows. */
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
 * The seven columns in one SQL statement, whatever the table's size: for each status, its count
 * and its newest projects with their client's name, read through the (status, created_at) index,
 * so a load never sorts the whole table.
 */
export const loadPipeline = async (
  payload: Payload,
  perColumn = PIPELINE_CARDS_PER_COLUMN,
): Promise<Pipeline> => {
  const statuses = sql.join(
    PROJECT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const { rows } = await payload.db.drizzle.execute(sql`
    select card.id, card."projectName", card.plan, card."progressPercentage",
      card."estimatedDelivery", card."adminOwner", card."clientName",
      s.status::text as status, counted.total
    from unnest(array[${statuses}]::enum_client_projects_status[]) with ordinality as s(status, place)
    cross join lateral (
      select count(*)::int as total from client_projects where status = s.status
    ) counted
    left join lateral (
      select
        p.id, p.project_name as "projectName", p.plan,
        p.progress_percentage::int as "progressPercentage",
        p.estimated_delivery as "estimatedDelivery", p.admin_owner as "adminOwner",
        coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.company_name, u.email)
          as "clientName",
        row_number() over (order by p.created_at desc, p.id desc) as rank
      from client_projects p
      left join users u on u.id = p.user_id
      where p.status = s.status
      order by p.created_at desc, p.id desc
      limit ${perColumn}
    ) card on true
    order by s.place, card.rank
  `)
  const pipeline = Object.fromEntries(
    PROJECT_STATUSES.map((status) => [status, { total: 0, projects: [] as PipelineCard[] }]),
  ) as Pipeline
  type Row = Omit<PipelineCard, 'id'> & { id: number | null; total: number }
  for (const { total, id, ...row } of rows as Row[]) {
    const column = pipeline[row.status]
    column.total = total
    // A status without projects comes back as one row holding its count of 0.
    if (id === null) continue
    const card = { ...row, id }
    column.projects.push({
      ...card,
      estimatedDelivery: card.estimatedDelivery
        ? new Date(card.estimatedDelivery).toISOString()
        : null,
    })
  }
  return pipeline
}
