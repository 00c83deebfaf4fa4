import type { BankCredit } from './camt'
import type { CreditMatch, PayableInvoice } from './payment-matching'

/** What importing a statement does with one of its entries. */
export type EntryEffect =
  | { kind: 'pays'; invoiceId: number; settles: boolean }
  | { kind: 'suggestion'; invoiceId: number }
  | { kind: 'review'; reason: string }
  | { kind: 'alreadyImported' }

/**
 * The credits of a file not stored yet (`known` holds the stored entry ids), each once: a file
 * that repeats an entry id is the bank's same credit, kept at its first place.
 */
export const newCredits = (credits: BankCredit[], known: ReadonlySet<string>) => {
  const fresh = new Map<string, BankCredit>()
  for (const credit of credits) {
    if (!known.has(credit.entryId) && !fresh.has(credit.entryId)) fresh.set(credit.entryId, credit)
  }
  return [...fresh.values()]
}

/**
 * Each entry of a statement, in the file's order, with what the import does with it: the same
 * matching on the same invoices, so what the admin is shown before 'Appliquer' is what applying
 * does. An invoice is settled when the file's credits for it reach what it still owes.
 */
export const statementEffects = (
  credits: BankCredit[],
  matched: { credit: BankCredit; match: CreditMatch }[],
  invoices: PayableInvoice[],
): { credit: BankCredit; effect: EntryEffect }[] => {
  const paidBy = new Map<number, number>()
  for (const { credit, match } of matched) {
    if (match.kind === 'reference')
      paidBy.set(match.invoiceId, (paidBy.get(match.invoiceId) ?? 0) + credit.centimes)
  }
  const owed = new Map(invoices.map((invoice) => [invoice.id, invoice.remainingCentimes]))
  const effectOf = (match: CreditMatch): EntryEffect => {
    if (match.kind === 'reference') {
      const settles = (paidBy.get(match.invoiceId) ?? 0) >= (owed.get(match.invoiceId) ?? 0)
      return { kind: 'pays', invoiceId: match.invoiceId, settles }
    }
    if (match.kind === 'suggestion') return { kind: 'suggestion', invoiceId: match.invoiceId }
    return { kind: 'review', reason: match.reason }
  }
  const byEntry = new Map(matched.map(({ credit, match }) => [credit, effectOf(match)]))
  return credits.map((credit) => ({
    credit,
    effect: byEntry.get(credit) ?? { kind: 'alreadyImported' },
  }))
}
