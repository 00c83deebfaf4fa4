import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionOf } from './postgres-adapter'

/** Tables whose rows a use case may lock before deciding on them. */
export type LockableTable =
  | 'subscriptions'
  | 'project_submissions'
  | 'client_projects'
  | 'client_requests'
  | 'invoices'
  | 'bank_credits'
  | 'users'
  | 'deliverables'

/**
 * Locks one row for the rest of the transaction (`SELECT ... FOR UPDATE`): concurrent use cases
 * on the same row run one after the other, each seeing the previous one's result. Returns false
 * when the row does not exist.
 */
export const lockRow = async (req: PayloadRequest, table: LockableTable, id: number) => {
  const db = await transactionOf(req)
  const { rows } = await db.execute(
    sql`select id from ${sql.identifier(table)} where id = ${id} for update`,
  )
  return rows.length === 1
}

/**
 * A transaction-scoped advisory lock on any text (e.g. an e-mail address): holders of the same key
 * queue behind one another until each transaction ends, on every app instance.
 */
export const lockKey = async (req: PayloadRequest, key: string) => {
  const db = await transactionOf(req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
