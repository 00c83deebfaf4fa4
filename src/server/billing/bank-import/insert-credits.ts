import type { PayloadRequest } from 'payload'

import type { BankCredit } from '@/domain/billing/camt'
import { fromHundredths } from '@/domain/billing/exact-decimal'
import type { CreditMatch } from '@/domain/billing/payment-matching'

import { bulkInsert } from '@/server/platform/db/bulk-insert'

/**
 * Stores a file's new credits in bulk: a file holds thousands. The collection has no hooks to
 * skip, every value comes from the parser (which refuses what it cannot read exactly), and the
 * caller passes only credits not stored yet, under the import's lock (the entry id's unique index
 * refuses any other).
 */
export const insertCredits = async (
  req: PayloadRequest,
  matched: { credit: BankCredit; match: CreditMatch }[],
  fileName: string,
) => {
  await bulkInsert(
    req,
    'bank-credits',
    matched.map(({ credit, match }) => ({
      entryId: credit.entryId,
      // A booking day is stored at noon UTC: the same calendar day in Zurich in every season.
      bookingDate: `${credit.bookingDate}T12:00:00.000Z`,
      // The shortest decimal of centimes / 100 is exact: the numeric column gets the amount read.
      amount: String(fromHundredths(credit.centimes)),
      reference: credit.reference,
      debtorName: credit.debtorName?.slice(0, 200) ?? null,
      status: match.kind === 'reference' ? 'matched' : 'unmatched',
      invoice: match.kind === 'reference' ? match.invoiceId : null,
      suggestedInvoice: match.kind === 'suggestion' ? match.invoiceId : null,
      note: match.kind === 'none' ? match.reason : null,
      statementFile: fileName.slice(0, 255),
    })),
  )
}
