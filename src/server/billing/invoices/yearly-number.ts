import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockKey } from '@/server/platform/db/lock'
import { transactionOf } from '@/server/platform/db/postgres-adapter'
import { STUDIO_TIME_ZONE } from '../finances/finances'

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
 * Reserves the next number of a year's documents of one kind and answers the highest used before
 * it (null: none yet). That is the greater of what the year's invoices hold and what the
 * `document_sequences` table remembers, so the number of an invoice deleted with its project is
 * never given again, and a number typed by hand is followed. Under the year's lock, held until
 * the caller's transaction ends: two documents numbered at once never get the same number, and
 * one rolled back gives its number back (the table's row rolls back with it), so none is skipped.
 */
export const reserveNumber = async (
  req: PayloadRequest,
  kind: keyof typeof SEQUENCES,
  year: number,
) => {
  const { column, prefix } = SEQUENCES[kind]
  await lockKey(req, `${kind}-number:${year}`)
  const db = await transactionOf(req)
  const pattern = `^${prefix}[0-9]{4}-([0-9]{4,})$`
  const { rows } = await db.execute(sql`
    with used as (
      select max(substring(${sql.identifier(column)} from ${pattern})::int) as highest
        from invoices where ${sql.identifier(column)} like ${`${prefix}${year}-%`}
    )
    insert into document_sequences (kind, year, highest)
    select ${kind}, ${year}, coalesce((select highest from used), 0) + 1
    on conflict (kind, year) do update
      set highest = greatest(document_sequences.highest, excluded.highest - 1) + 1
    returning highest - 1 as previous
  `)
  const previous = Number((rows[0] as { previous: number | string }).previous)
  return previous === 0 ? null : previous
}
