import type { BankCredit } from './camt'
import type { InvoiceStatus } from './invoice-status'

/** A sent invoice as the matching sees it: what is still due and whose it is. */
export type PayableInvoice = {
  id: number
  invoiceNumber: string | null
  status: InvoiceStatus
  paymentReference: string | null
  remainingCentimes: number
  /** The client's company and personal names, as typed on the account. */
  clientNames: string[]
}

export type CreditMatch =
  | { kind: 'reference'; invoiceId: number }
  | { kind: 'suggestion'; invoiceId: number }
  | { kind: 'none'; reason: string }

export const UNMATCHED_REASONS = {
  unknownReference: 'Aucune facture ne porte cette référence.',
  invoiceClosed: 'La facture de cette référence est déjà payée ou annulée.',
  noReference: 'Paiement sans référence : aucune facture ouverte du même montant et du même nom.',
} as const

// Words of a name without accents or case: "Atelier Exemple Sàrl" → atelier, exemple, sarl.
const wordsOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)

/** Whether every word of one of the client's names appears in the payer's name. */
export const namesAgree = (debtorName: string | null, clientNames: string[]) => {
  if (!debtorName) return false
  const payer = new Set(wordsOf(debtorName))
  return clientNames.some((name) => {
    const words = wordsOf(name)
    return words.length > 0 && words.every((word) => payer.has(word))
  })
}

/**
 * Finds the invoice a credit pays. The reference decides when it names an invoice (an invoice
 * already paid or cancelled leaves the credit for the admin); without a known reference, the one
 * open invoice whose remaining amount and client name both agree is only suggested: the admin
 * confirms it, since two clients can owe the same sum.
 */
export const matchCredit = (
  credit: Pick<BankCredit, 'reference' | 'centimes' | 'debtorName'>,
  invoices: PayableInvoice[],
): CreditMatch => {
  const referenced = credit.reference
    ? invoices.find((invoice) => invoice.paymentReference === credit.reference)
    : undefined
  if (referenced) {
    return referenced.status === 'Pending'
      ? { kind: 'reference', invoiceId: referenced.id }
      : { kind: 'none', reason: UNMATCHED_REASONS.invoiceClosed }
  }
  const candidates = invoices.filter(
    (invoice) =>
      invoice.status === 'Pending' &&
      invoice.remainingCentimes === credit.centimes &&
      namesAgree(credit.debtorName, invoice.clientNames),
  )
  const [only] = candidates
  if (only && candidates.length === 1) return { kind: 'suggestion', invoiceId: only.id }
  return {
    kind: 'none',
    reason: credit.reference ? UNMATCHED_REASONS.unknownReference : UNMATCHED_REASONS.noReference,
  }
}

/**
 * Matches the credits of one file in order. Each credit applied by its reference lowers what its
 * invoice still owes, so a second payment in full of the same invoice waits for the admin
 * instead of being booked as an overpayment.
 */
export const matchCredits = <C extends Pick<BankCredit, 'reference' | 'centimes' | 'debtorName'>>(
  credits: C[],
  invoices: PayableInvoice[],
): { credit: C; match: CreditMatch }[] => {
  const owed = invoices.map((invoice) => ({ ...invoice }))
  return credits.map((credit) => {
    const match = matchCredit(credit, owed)
    const paid = match.kind === 'reference' && owed.find((i) => i.id === match.invoiceId)
    if (paid) {
      paid.remainingCentimes -= credit.centimes
      if (paid.remainingCentimes <= 0) paid.status = 'Paid'
    }
    return { credit, match }
  })
}
