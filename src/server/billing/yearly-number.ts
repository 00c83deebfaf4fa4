import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockKey, transactionOf } from '../db/lock'
import { STUDIO_TIME_ZONE } from '../backoffice/finances'

/** The numbered documents of the studio's books, each with its own sequence per year. */
const SEQUENCES = {
  invoice: { column: 'invoice_number', prefix: '' },
  creditNote: { column: 'credit_note_number', prefix: 'NC-' },
} as const

/** The year of an instant in the studio's time zone, the year a document is numbered in. */
export const studioYearOf = (date: Date) =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: STUDIO_TIME_ZONE, year: 'numeric' }).format(date),
  )

/**
 * The highest sequence a year's documents of one kind already use (null: none yet), read under
 * that year's lock, held until the caller's transaction ends: two documents numbered at once
 * never get the same number and none is skipped.
 */
export const highestOfYear = async (
  req: PayloadRequest,
  kind: keyof typeof SEQUENCES,
  year: number,
) => {
  const { column, prefix } = SEQUENCES[kind]
  await lockKey(req, `${kind}-number:${year}`)
  const db = await transactionOf(req)
  const pattern = `^${prefix}[0-9]{4}-([0-9]{4,})$`
  const { rows } = await db.execute(sql`
    select max(substring(${sql.identifier(column)} from ${pattern})::int) as highest
      from invoices where ${sql.identifier(column)} like ${`${prefix}${year}-%`}
  `)
  return (rows[0] as { highest: number | null }).highest
}
