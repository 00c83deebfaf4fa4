import type { ClientProject, User } from '@payload-types'
import type { TaskConfig } from 'payload'

import { preferredLanguageOf } from '@/domain/users/language'
import { getT } from '@/i18n/translator'

import { invoiceEmail } from '../email/templates/invoice-email'
import { invoicePdfFor } from '../invoices/invoice-document'

type InvoiceEmailTask = TaskConfig<{
  input: { invoiceId: number }
  output: Record<string, never>
}>

/**
 * The mail that takes a sent invoice to its client, queued in the send's transaction: the PDF
 * with its QR-bill attached (drawn as the client downloads it, read with the client's own
 * rights) and a link to the portal's invoices. A failure is retried by the jobs runner.
 */
export const sendInvoiceEmail: InvoiceEmailTask = {
  slug: 'sendInvoiceEmail',
  inputSchema: [{ name: 'invoiceId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // System code: the job acts for no user; it reads only the invoice it was queued for.
    const invoice = await req.payload.findByID({
      collection: 'invoices',
      id: input.invoiceId,
      depth: 2,
      overrideAccess: true,
      req,
    })
    const project = invoice.project as ClientProject
    const client = project.user as User
    // The account's own choice of language for its mails (French by default).
    const language = preferredLanguageOf(client)
    const pdf = await invoicePdfFor(req.payload, client, invoice.id, language)
    if (pdf.kind !== 'pdf') throw new Error(`invoice ${invoice.id}: no PDF (${pdf.kind})`)
    const mail = invoiceEmail({
      language,
      firstName: client.firstName ?? '',
      invoiceNumber: pdf.invoiceNumber,
      amount: invoice.amount ?? 0,
      dueDate: invoice.dueDate,
    })
    const fileName = getT(language, 'portal')('invoicePdf.fileName', {
      number: pdf.invoiceNumber.replace(/[^0-9A-Za-z_-]/g, '_'),
    })
    await req.payload.sendEmail({
      to: client.contactEmail || client.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: [{ filename: fileName, content: pdf.body, contentType: 'application/pdf' }],
    })
    return { output: {} }
  },
}
