import { sql } from '@payloadcms/db-postgres'
import type { Payload, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import { parseCamt, type BankCredit } from '@/domain/billing/camt'
import { CamtError } from '@/domain/billing/camt-errors'
import { matchCredits } from '@/domain/billing/payment-matching'

import { Refusal } from '@/server/platform/http/refusal'
import { lockKey } from '@/server/platform/db/lock'
import { transactionOf } from '@/server/platform/db/postgres-adapter'
import { inTransaction } from '@/server/platform/db/transaction'
import { applyCredits } from './apply-credits'
import { insertCredits } from './insert-credits'
import { payableInvoices } from './payable-invoices'

/**
 * Held by an import from its first read of the open invoices to its commit. The admin's own
 * changes of an invoice's payability (cancel, mark paid) take it too, before the invoice's row,
 * so an import never pays an invoice cancelled meanwhile, and no two of them wait on each other.
 */
export const BANK_IMPORT_LOCK = 'bank-statement-import'

export type ImportSummary = {
  kind: 'camt.054' | 'camt.053'
  credits: number
  alreadyImported: number
  paidInvoices: string[]
  partlyPaidInvoices: string[]
  toReview: number
}

/**
 * 'Importer un relevé': the file's new credits are stored and applied to the invoices their
 * reference names; the others wait for the admin, with a suggestion when one open invoice has the
 * same amount and client name. One transaction: a refused file or a failure changes nothing.
 * Imports take turns, and credits already stored (same entry id) are skipped, so the same file
 * imported twice, even at once, pays nothing twice.
 */
export const importBankStatement = async (
  payload: Payload,
  admin: TypedUser,
  xml: string,
  fileName: string,
): Promise<ImportSummary> => {
  if (!isAdmin(admin)) throw new Refusal(404, 'admin.adminsOnly')
  let statement
  try {
    statement = parseCamt(xml)
  } catch (error) {
    if (error instanceof CamtError) throw Refusal.of(400, error.message)
    throw error
  }
  const { kind, credits } = statement
  return inTransaction(payload, admin, async (req) => {
    await lockKey(req, BANK_IMPORT_LOCK)
    const db = await transactionOf(req)
    const { rows } = await db.execute(sql`
      select entry_id as "entryId" from bank_credits
       where entry_id = any(${sql.param(credits.map((credit) => credit.entryId))}::text[])`)
    const known = new Set((rows as { entryId: string }[]).map((row) => row.entryId))
    // New credits only, each once even if a file repeats an entry.
    const fresh = new Map<string, BankCredit>()
    for (const credit of credits) if (!known.has(credit.entryId)) fresh.set(credit.entryId, credit)
    const matched = matchCredits(
      [...fresh.values()],
      await payableInvoices(db, [...fresh.values()]),
    )
    await insertCredits(req, matched, fileName)
    const touched = new Set(
      matched.flatMap(({ match }) => (match.kind === 'reference' ? [match.invoiceId] : [])),
    )
    const applied = await applyCredits(req, [...touched])
    const numbers = (paid: boolean) =>
      applied.filter((a) => a.paid === paid).map((a) => a.invoiceNumber ?? '')
    return {
      kind,
      credits: fresh.size,
      alreadyImported: credits.length - fresh.size,
      paidInvoices: numbers(true),
      partlyPaidInvoices: numbers(false),
      toReview: matched.filter(({ match }) => match.kind !== 'reference').length,
    }
  })
}
