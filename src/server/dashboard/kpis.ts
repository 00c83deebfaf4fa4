import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ProjectStatus } from '@/domain/projects/status'
import { SLA_DEFAULTS, type SlaLevel } from '@/domain/requests/sla'

import { PAID_ON } from '@/server/billing'

/** The back-office dashboard's figures, as the database computes them. */
export type DashboardKpis = {
  pendingSubmissions: number
  submissionsLast7Days: number
  projectsInBuild: number
  pendingRequests: number
  deliveriesNext7Days: number
  /** Active subscriptions' MRR plus the clients' plan MRR, exact, as a decimal string of CHF. */
  monthlyRevenueChf: string
  /** Client accounts, as the clients screen lists them: an erased one is no longer a client */
  clients: number
  /** The 7 days before the last 7: what the week's submissions are compared with */
  submissionsPrevious7Days: number
  /** Paid in the last 30 days and in the 30 before, exact decimal strings of CHF */
  paidLast30Days: string
  paidPrevious30Days: string
  /** Projects per status (a status without any is absent) */
  pipeline: Partial<Record<ProjectStatus, number>>
  /** Open requests by how long they have waited against the settings' SLA thresholds */
  openRequestsBySla: Record<SlaLevel, number>
}

/**
 * Every figure in one SQL statement (one round trip, nothing loaded into Node). The windows are
 * the last and next 7 days from now, and the 7 or 30 days before for the trends; sums stay
 * PostgreSQL numeric, so they are exact. The SLA levels follow slaLevel (src/domain/requests):
 * whole hours waited, orange strictly above the warn threshold, red strictly above the critical.
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
      (select count(*) from users where role = 'client' and erased_at is null)::int as "clients",
      (select count(*) from project_submissions
        where created_at >= now() - interval '14 days' and created_at < now() - interval '7 days')::int
        as "submissionsPrevious7Days",
      (select coalesce(sum(amount), 0) from invoices
        where status = 'Paid' and ${PAID_ON} >= now() - interval '30 days' and ${PAID_ON} <= now())::text
        as "paidLast30Days",
      (select coalesce(sum(amount), 0) from invoices
        where status = 'Paid' and ${PAID_ON} >= now() - interval '60 days'
          and ${PAID_ON} < now() - interval '30 days')::text
        as "paidPrevious30Days",
      (select coalesce(json_object_agg(status, n), '{}') from
        (select status, count(*)::int as n from client_projects group by status) as per_status)
        as "pipeline",
      (select json_build_object(
          'ok', count(*) filter (where waited <= warn),
          'warn', count(*) filter (where waited > warn and waited <= critical),
          'critical', count(*) filter (where waited > critical))
        from (select floor(extract(epoch from now() - r.created_at) / 3600) as waited,
                     coalesce(s.sla_warn_hours, ${SLA_DEFAULTS.warnHours}) as warn,
                     coalesce(s.sla_critical_hours, ${SLA_DEFAULTS.criticalHours}) as critical
                from client_requests r left join settings s on true
               where r.status <> 'Done') as open)
        as "openRequestsBySla"
  `)
  return rows[0] as DashboardKpis
}
