import { sql } from '@payloadcms/db-postgres'
import type { Payload, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import { parseCamt, type BankCredit } from '@/domain/billing/camt'
import { CamtError } from '@/domain/billing/camt-errors'
import { matchCredits } from '@/domain/billing/payment-matching'
import { newCredits, statementEffects, type EntryEffect } from '@/domain/billing/statement-preview'

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

type Db = Parameters<typeof payableInvoices>[0]

/** The file read, its new credits matched against the invoices they may pay; nothing written. */
const readStatement = async (db: Db, xml: string) => {
  let statement
  try {
    statement = parseCamt(xml)
  } catch (error) {
    if (error instanceof CamtError) throw Refusal.of(400, error.message)
    throw error
  }
  const { kind, credits } = statement
  const { rows } = await db.execute(sql`
    select entry_id as "entryId" from bank_credits
     where entry_id = any(${sql.param(credits.map((credit) => credit.entryId))}::text[])`)
  const fresh = newCredits(
    credits,
    new Set((rows as { entryId: string }[]).map((row) => row.entryId)),
  )
  const invoices = await payableInvoices(db, fresh)
  return { kind, credits, fresh, invoices, matched: matchCredits(fresh, invoices) }
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
  return inTransaction(payload, admin, async (req) => {
    await lockKey(req, BANK_IMPORT_LOCK)
    const { kind, credits, fresh, matched } = await readStatement(await transactionOf(req), xml)
    await insertCredits(req, matched, fileName)
    const touched = new Set(
      matched.flatMap(({ match }) => (match.kind === 'reference' ? [match.invoiceId] : [])),
    )
    const applied = await applyCredits(req, [...touched])
    const numbers = (paid: boolean) =>
      applied.filter((a) => a.paid === paid).map((a) => a.invoiceNumber ?? '')
    return {
      kind,
      credits: fresh.length,
      alreadyImported: credits.length - fresh.length,
      paidInvoices: numbers(true),
      partlyPaidInvoices: numbers(false),
      toReview: matched.filter(({ match }) => match.kind !== 'reference').length,
    }
  })
}

/** An entry of a statement as the preview lists it, with the invoice it pays or may pay. */
export type StatementEntry = Pick<
  BankCredit,
  'entryId' | 'bookingDate' | 'centimes' | 'debtorName' | 'reference'
> & {
  effect: EntryEffect
  invoice: { number: string | null; client: string | null } | null
}

export type StatementPreview = { summary: ImportSummary; entries: StatementEntry[] }

/**
 * What importing the file would do, before the admin applies it: each entry with the invoice it
 * pays (in full or in part), the one it is suggested for, why it waits, or that it was imported
 * before; and the import's summary. Read only: nothing is stored, whatever the file.
 */
export const previewBankStatement = async (
  payload: Payload,
  admin: TypedUser,
  xml: string,
): Promise<StatementPreview> => {
  if (!isAdmin(admin)) throw new Refusal(404, 'admin.adminsOnly')
  const { kind, credits, fresh, invoices, matched } = await readStatement(payload.db.drizzle, xml)
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  const entries = statementEffects(credits, matched, invoices).map(({ credit, effect }) => {
    const invoice = 'invoiceId' in effect ? byId.get(effect.invoiceId) : undefined
    return {
      entryId: credit.entryId,
      bookingDate: credit.bookingDate,
      centimes: credit.centimes,
      debtorName: credit.debtorName,
      reference: credit.reference,
      effect,
      invoice: invoice
        ? { number: invoice.invoiceNumber, client: invoice.clientNames[0] ?? null }
        : null,
    }
  })
  const paid = (settles: boolean) => [
    ...new Set(
      entries.flatMap(({ effect, invoice }) =>
        effect.kind === 'pays' && effect.settles === settles ? [invoice?.number ?? ''] : [],
      ),
    ),
  ]
  return {
    summary: {
      kind,
      credits: fresh.length,
      alreadyImported: credits.length - fresh.length,
      paidInvoices: paid(true),
      partlyPaidInvoices: paid(false),
      toReview: entries.filter(
        ({ effect }) => effect.kind === 'suggestion' || effect.kind === 'review',
      ).length,
    },
    entries,
  }
}
