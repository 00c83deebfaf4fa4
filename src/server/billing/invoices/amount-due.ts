import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What the client still owes: exact CHF as text, how many invoices, and the soonest due date. */
export type AmountDue = {
  amount: string
  invoices: number
  overdue: number
  nextDueDate: string | null
}

/**
 * The unpaid part of the sent, unpaid invoices of the given projects (the client's own, as the
 * access rules listed them), summed in PostgreSQL numeric; "overdue" counts those whose due date
 * has passed, the same rule as the invoice's shown status.
 */
export const amountDue = async (
  payload: Payload,
  projectIds: number[],
  now: Date = new Date(),
): Promise<AmountDue> => {
  if (projectIds.length === 0) return { amount: '0', invoices: 0, overdue: 0, nextDueDate: null }
  const { rows } = await payload.db.drizzle.execute(sql`
    select coalesce(sum(amount - coalesce(amount_paid, 0)), 0)::text as amount,
           count(*)::int as invoices,
           (count(*) filter (where due_date < ${now.toISOString()}::timestamptz))::int as overdue,
           min(due_date) as "nextDueDate"
      from invoices
     where project_id = any(${sql.param(projectIds)}::int[])
       and status in ('Pending', 'Overdue')
       and amount > coalesce(amount_paid, 0)`)
  const row = rows[0] as { amount: string; invoices: number; overdue: number; nextDueDate: unknown }
  const next = row.nextDueDate
  return {
    amount: row.amount,
    invoices: row.invoices,
    overdue: row.overdue,
    nextDueDate: next ? new Date(next as string).toISOString() : null,
  }
}
