import type { Payload, TypedUser } from 'payload'

import type { InvoiceStatus } from '@/domain/billing/invoice-status'
import type { ApiKey } from '@/i18n/api-text'

import { changeInvoice } from '../invoices/change-invoice'
import { Refusal } from '@/server/platform/http/refusal'

// Only a sent, unpaid invoice is ever reminded: for the others pausing would mean nothing.
const NOT_REMINDED: Partial<Record<InvoiceStatus, ApiKey>> = {
  Draft: 'invoice.reminders.draft',
  Paid: 'invoice.reminders.paid',
  Cancelled: 'invoice.reminders.cancelled',
}

/**
 * 'Suspendre les relances' (paused = true) or 'Reprendre les relances' on a sent, unpaid invoice,
 * with its activity, on the locked invoice. Asking for the state the invoice is already in is a
 * 409, so an admin acting on a stale list learns that someone else did it.
 */
export const setRemindersPaused =
  (paused: boolean) => (payload: Payload, admin: TypedUser, invoiceId: number) =>
    changeInvoice(payload, admin, invoiceId, (invoice) => {
      const refusal = NOT_REMINDED[invoice.status]
      if (refusal) throw new Refusal(409, refusal)
      if (Boolean(invoice.remindersPaused) === paused) {
        throw new Refusal(
          409,
          paused ? 'invoice.reminders.alreadyPaused' : 'invoice.reminders.alreadyActive',
        )
      }
      return {
        data: { remindersPaused: paused },
        action: paused ? 'remindersPaused' : 'remindersResumed',
      }
    })
