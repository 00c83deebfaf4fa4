import type { ClientProject } from '@payload-types'
import type { Payload, TypedUser } from 'payload'

import { sentInvoiceDates } from '@/domain/billing/invoice-dates'
import { INVOICE_ALREADY_SENT_ERROR } from '@/domain/billing/invoice-status'

import { getStudioBilling } from '../invoices/studio-billing'
import { startJobsNow } from '../jobs/runner'
import { changeInvoice } from './change-invoice'
import { Refusal } from './refusal'

/**
 * 'Envoyer': in one transaction on the locked draft, the invoice is dated today (its payment term
 * kept), gets the next number of the year (numberInvoice, under the year's lock), becomes Pending
 * and its mail to the client is queued, sent after commit. A second send of the same invoice, even
 * at the same instant, waits for the row and finds it sent: 409, no second number or mail.
 */
export const sendInvoice = async (payload: Payload, admin: TypedUser, invoiceId: number) => {
  const sent = await changeInvoice(
    payload,
    admin,
    invoiceId,
    async (invoice) => {
      if (invoice.status !== 'Draft') throw new Refusal(409, INVOICE_ALREADY_SENT_ERROR)
      if (!(invoice.project as ClientProject).user) {
        throw new Refusal(
          409,
          'Le projet de cette facture n’a pas encore de client à qui l’envoyer.',
        )
      }
      if (!(await getStudioBilling(payload))) {
        throw new Refusal(
          409,
          'Renseignez les coordonnées de facturation du studio (paramètres) avant d’envoyer une facture.',
        )
      }
      return {
        data: { status: 'Pending', ...sentInvoiceDates(invoice, Date.now()) },
        action: 'Facture envoyée',
      }
    },
    {
      depth: 1,
      then: async (req, invoice) => ({
        invoiceNumber: invoice.invoiceNumber,
        job: await payload.jobs.queue({ task: 'sendInvoiceEmail', input: { invoiceId }, req }),
      }),
    },
  )
  startJobsNow(payload, [sent.job.id])
  return { invoiceNumber: sent.invoiceNumber }
}
