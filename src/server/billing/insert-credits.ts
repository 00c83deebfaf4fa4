import { sql } from '@payloadcms/db-postgres'

import type { BankCredit } from '@/domain/billing/camt'
import type { CreditMatch } from '@/domain/billing/payment-matching'

import type { transactionOf } from '../db/lock'

type Db = Awaited<ReturnType<typeof transactionOf>>

/**
 * Stores a file's new credits in one statement. This is the one write beside Payload's Local API:
 * a statement holds thousands of credits, Payload has no bulk create and one create each took
 * seconds per thousand. The collection has no hooks to skip, every value comes from the parser
 * (which refuses what it cannot read exactly), and a credit already stored is left as it was.
 */
export const insertCredits = async (
  db: Db,
  matched: { credit: BankCredit; match: CreditMatch }[],
  fileName: string,
) => {
  const rows = matched.map(({ credit, match }) => ({
    entryId: credit.entryId,
    bookingDate: credit.bookingDate,
    centimes: credit.centimes,
    reference: credit.reference,
    debtorName: credit.debtorName?.slice(0, 200) ?? null,
    status: match.kind === 'reference' ? 'matched' : 'unmatched',
    invoice: match.kind === 'reference' ? match.invoiceId : null,
    suggested: match.kind === 'suggestion' ? match.invoiceId : null,
    note: match.kind === 'none' ? match.reason : null,
  }))
  if (!rows.length) return
  await db.execute(sql`
    insert into bank_credits (entry_id, booking_date, amount, reference, debtor_name, status,
                              invoice_id, suggested_invoice_id, note, statement_file)
    -- A booking day is stored at noon UTC: the same calendar day in Zurich in every season.
    select r."entryId", (r."bookingDate" || ' 12:00:00+00')::timestamptz, r.centimes::numeric / 100,
           r.reference, r."debtorName", r.status::enum_bank_credits_status, r.invoice, r.suggested,
           r.note, ${fileName.slice(0, 255)}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
             "entryId" text, "bookingDate" text, centimes bigint, reference text,
             "debtorName" text, status text, invoice integer, suggested integer, note text)
    on conflict (entry_id) do nothing`)
}
