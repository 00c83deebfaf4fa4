import type { ClientProject } from '@payload-types'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { sentInvoiceDates } from '@/domain/billing/invoice-dates'
import { INVOICE_ALREADY_SENT_ERROR } from '@/domain/billing/invoice-status'

import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { getStudioBilling } from './studio-billing'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { notify, projectClient } from '@/server/notifications'
import { logActivity, SKIP_AUDIT } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'

/** Who sends: an admin with its own rights, or system code (the recurring invoices' job). */
type Sender = { user: TypedUser; overrideAccess: false } | { overrideAccess: true }

/**
 * The send itself, in the caller's transaction: on the locked draft, the invoice is dated `now`
 * (its payment term kept), gets the next number of the year (numberInvoice, under the year's
 * lock), becomes Pending, the client is notified and its mail is queued, to run after the commit. A draft
 * already sent, even at the same instant, is found sent once its row is free: 409.
 */
export const issueInvoice = async (
  req: PayloadRequest,
  invoiceId: number,
  as: Sender,
  now = Date.now(),
) => {
  const { payload } = req
  if (!(await lockRow(req, 'invoices', invoiceId))) throw new Refusal(404, 'invoice.notFound')
  const invoice = await payload.findByID({
    collection: 'invoices',
    id: invoiceId,
    depth: 1,
    req,
    ...as,
  })
  if (invoice.status !== 'Draft') throw new Refusal(409, INVOICE_ALREADY_SENT_ERROR)
  if (!(invoice.project as ClientProject).user) throw new Refusal(409, 'invoice.noClient')
  if (!(await getStudioBilling(payload, req))) throw new Refusal(409, 'invoice.billingIncomplete')
  const sent = await payload.update({
    collection: 'invoices',
    id: invoiceId,
    data: { status: 'Pending', ...sentInvoiceDates(invoice, now) },
    depth: 0,
    req,
    // This action's entry is 'Facture envoyée', written below.
    context: { [SKIP_AUDIT]: true },
    ...as,
  })
  await logActivity(req, {
    entityType: 'invoice',
    entityId: invoiceId,
    action: 'invoiceSent',
    note: sent.invoiceNumber ?? undefined,
  })
  await notify(req, await projectClient(req, (invoice.project as ClientProject).id), {
    kind: 'invoiceIssued',
    subject: sent.invoiceNumber ?? '',
    path: '/espace-client/factures',
  })
  const job = await payload.jobs.queue({ task: 'sendInvoiceEmail', input: { invoiceId }, req })
  return { invoiceNumber: sent.invoiceNumber, jobId: job.id }
}

/**
 * 'Envoyer': the admin's send of a draft in a transaction of its own (see issueInvoice), its mail
 * tried at once after the commit. A second send of the same invoice gets 409, no second number
 * or mail.
 */
export const sendInvoice = async (payload: Payload, admin: TypedUser, invoiceId: number) => {
  const { invoiceNumber, jobId } = await inTransaction(payload, admin, (req) =>
    issueInvoice(req, invoiceId, { user: admin, overrideAccess: false }),
  )
  startJobsNow(payload, [jobId])
  return { invoiceNumber }
}
