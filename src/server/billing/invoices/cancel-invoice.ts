import type { Payload, TypedUser } from 'payload'

import { cancelRefusal, nextCreditNoteNumber } from '@/domain/billing/credit-note'

import { BANK_IMPORT_LOCK } from '../bank-import/import-bank-statement'
import { reserveNumber, studioYearOf } from './yearly-number'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { notify, projectClient } from '@/server/notifications'
import { changeInvoice } from './change-invoice'
import { journalT } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'

/**
 * 'Annuler la facture': a sent, unpaid invoice is cancelled by a credit note, never deleted. In one
 * transaction on the locked invoice (a double click cancels once): the credit note takes the next
 * number of the year's own sequence, the day and the admin's reason, the invoice becomes
 * Cancelled and keeps its number, and the credit note's mail to the client is queued, then tried
 * at once after the commit.
 */
export const cancelInvoice = async (
  payload: Payload,
  admin: TypedUser,
  invoiceId: number,
  reason: string | null,
  now = new Date(),
) => {
  const { creditNoteNumber, jobId } = await changeInvoice(
    payload,
    admin,
    invoiceId,
    async (invoice, req) => {
      const refusal = cancelRefusal(invoice)
      if (refusal) throw new Refusal(409, refusal)
      const year = studioYearOf(now)
      const number = nextCreditNoteNumber(year, await reserveNumber(req, 'creditNote', year))
      return {
        data: { status: 'Cancelled' },
        serverFields: {
          creditNoteNumber: number,
          cancelledAt: now.toISOString(),
          cancelReason: reason,
        },
        action: 'invoiceCancelled',
        note: journalT()('journalEntries.notes.creditNote', {
          invoiceNumber: String(invoice.invoiceNumber),
          creditNoteNumber: number,
        }),
      }
    },
    {
      lockFirst: BANK_IMPORT_LOCK,
      then: async (req, changed) => {
        await notify(req, await projectClient(req, changed.project as number), {
          kind: 'invoiceCancelled',
          subject: `${changed.invoiceNumber} · ${changed.creditNoteNumber}`,
          path: '/espace-client/factures',
        })
        const job = await payload.jobs.queue({
          task: 'sendCreditNoteEmail',
          input: { invoiceId },
          req,
        })
        return { creditNoteNumber: changed.creditNoteNumber, jobId: job.id }
      },
    },
  )
  startJobsNow(payload, [jobId])
  return { creditNoteNumber }
}
