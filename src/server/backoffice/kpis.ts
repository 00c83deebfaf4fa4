import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The back-office dashboard's figures, as the database computes them. */
export type DashboardKpis = {
  pendingSubmissions: number
  submissionsLast7Days: number
  projectsInBuild: number
  pendingRequests: number
  deliveriesNext7Days: number
  /** Active subscriptions' MRR plus the clients' plan MRR, exact, as a decimal string of CHF. */
  monthlyRevenueChf: string
  clients: number
}

/**
 * Every figure in one SQL statement (one round trip, nothing loaded into Node). The windows are
 * the last and next 7 days from now; sums stay PostgreSQL numeric, so they are exact.
 */
export const dashboardKpis = async (payload: Payload): Promise<DashboardKpis> => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select
      (select count(*) from project_submissions where status = 'pending')::int
        as "pendingSubmissions",
      (select count(*) from project_submissions where created_at >= now() - interval '7 days')::int
        as "submissionsLast7Days",
      (select count(*) from client_projects where status = 'in_build')::int as "projectsInBuild",
      (select count(*) from client_requests where status = 'Pending')::int as "pendingRequests",
      (select count(*) from client_projects
        where estimated_delivery >= now() and estimated_delivery < now() + interval '7 days')::int
        as "deliveriesNext7Days",
      ((select coalesce(sum(mrr_chf), 0) from subscriptions where status = 'Active')
        + (select coalesce(sum(plan_mrr_chf), 0) from users where role = 'client'))::text
        as "monthlyRevenueChf",
      (select count(*) from users where role = 'client')::int as "clients"
  `)
  return rows[0] as DashboardKpis
}
