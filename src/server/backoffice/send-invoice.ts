import type { ClientProject } from '@payload-types'
import type { Payload, TypedUser } from 'payload'

import { sentInvoiceDates } from '@/domain/billing/invoice-dates'
import { INVOICE_ALREADY_SENT_ERROR } from '@/domain/billing/invoice-status'

import { lockRow } from '../db/lock'
import { inTransaction } from '../db/transaction'
import { getStudioBilling } from '../invoices/studio-billing'
import { startJobsNow } from '../jobs/runner'
import { logActivity, SKIP_AUDIT } from './activity'
import { Refusal } from './refusal'

/**
 * 'Envoyer': in one transaction on the locked draft, the invoice is dated today (its payment term
 * kept), gets the next number of the year (numberInvoice, under the year's lock), becomes Pending
 * and its mail to the client is queued, sent after commit. A second send of the same invoice, even
 * at the same instant, waits for the row and finds it sent: 409, no second number or mail.
 */
export const sendInvoice = async (payload: Payload, admin: TypedUser, invoiceId: number) => {
  const as = { user: admin, overrideAccess: false } as const
  const { invoiceNumber, jobId } = await inTransaction(payload, admin, async (req) => {
    if (!(await lockRow(req, 'invoices', invoiceId))) throw new Refusal(404, 'Facture introuvable')
    const invoice = await payload.findByID({
      collection: 'invoices',
      id: invoiceId,
      depth: 1,
      req,
      ...as,
    })
    if (invoice.status !== 'Draft') throw new Refusal(409, INVOICE_ALREADY_SENT_ERROR)
    if (!(invoice.project as ClientProject).user) {
      throw new Refusal(409, 'Le projet de cette facture n’a pas encore de client à qui l’envoyer.')
    }
    if (!(await getStudioBilling(payload))) {
      throw new Refusal(
        409,
        'Renseignez les coordonnées de facturation du studio (paramètres) avant d’envoyer une facture.',
      )
    }
    const sent = await payload.update({
      collection: 'invoices',
      id: invoiceId,
      data: { status: 'Pending', ...sentInvoiceDates(invoice, Date.now()) },
      depth: 0,
      req,
      // This action's entry is 'Facture envoyée', written below.
      context: { [SKIP_AUDIT]: true },
      ...as,
    })
    await logActivity(req, {
      entityType: 'invoice',
      entityId: invoiceId,
      action: 'Facture envoyée',
      note: sent.invoiceNumber ?? undefined,
    })
    const job = await payload.jobs.queue({ task: 'sendInvoiceEmail', input: { invoiceId }, req })
    return { invoiceNumber: sent.invoiceNumber, jobId: job.id }
  })
  startJobsNow(payload, [jobId])
  return { invoiceNumber }
}
