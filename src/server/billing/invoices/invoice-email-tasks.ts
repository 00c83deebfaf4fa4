import type { ClientProject, Invoice, User } from '@payload-types'
import type { PayloadRequest, TaskConfig } from 'payload'

import type { Locale } from '@/domain/locales'
import { studioSignature } from '@/domain/site/studio-identity'
import { preferredLanguageOf } from '@/domain/users/language'
import { readStudioIdentity } from '@/server/content'

import { creditNoteEmail } from './credit-note-email'
import { invoiceEmail } from './invoice-email'
import { documentFileName, invoicePdfFor } from '../pdf/invoice-document'

type InvoiceEmailTask = TaskConfig<{
  input: { invoiceId: number }
  output: Record<string, never>
}>

type Mail = { subject: string; html: string; text: string }

/**
 * Mails one of an invoice's documents to its client, attached as the client downloads it (drawn
 * with the client's own rights, in the client's language), with the mail `compose` writes.
 */
const mailDocument = async (
  req: PayloadRequest,
  invoiceId: number,
  document: 'invoice' | 'credit-note',
  compose: (invoice: Invoice, client: User, language: Locale, signature: string[]) => Mail,
) => {
  // System code: the job acts for no user; it reads only the invoice it was queued for.
  const invoice = await req.payload.findByID({
    collection: 'invoices',
    id: invoiceId,
    depth: 2,
    overrideAccess: true,
    req,
  })
  const client = (invoice.project as ClientProject).user as User
  // The account's own choice of language for its mails (French by default).
  const language = preferredLanguageOf(client)
  const pdf = await invoicePdfFor(req.payload, client, invoice.id, language, document)
  if (pdf.kind !== 'pdf') throw new Error(`invoice ${invoice.id}: no ${document} (${pdf.kind})`)
  const studio = await readStudioIdentity(req.payload, req)
  const mail = compose(invoice, client, language, studioSignature(studio))
  await req.payload.sendEmail({
    to: client.contactEmail || client.email,
    // A client who answers the mail writes to the studio, not to the no-reply sender.
    replyTo: studio.email,
    ...mail,
    attachments: [
      {
        filename: documentFileName(pdf, invoice.id),
        content: pdf.body,
        contentType: 'application/pdf',
      },
    ],
  })
}

/**
 * The mail that takes a sent invoice to its client, queued in the send's transaction: the PDF
 * with its QR-bill attached and a link to the portal's invoices. A failure is retried by the jobs
 * runner.
 */
export const sendInvoiceEmail: InvoiceEmailTask = {
  slug: 'sendInvoiceEmail',
  inputSchema: [{ name: 'invoiceId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await mailDocument(req, input.invoiceId, 'invoice', (invoice, client, language, signature) =>
      invoiceEmail({
        language,
        signature,
        firstName: client.firstName ?? '',
        invoiceNumber: invoice.invoiceNumber ?? '',
        amount: invoice.amount ?? 0,
        dueDate: invoice.dueDate,
      }),
    )
    return { output: {} }
  },
}

/** The credit note of a cancelled invoice, to its client, queued in the cancel's transaction. */
export const sendCreditNoteEmail: InvoiceEmailTask = {
  slug: 'sendCreditNoteEmail',
  inputSchema: [{ name: 'invoiceId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await mailDocument(
      req,
      input.invoiceId,
      'credit-note',
      (invoice, client, language, signature) =>
        creditNoteEmail({
          language,
          signature,
          firstName: client.firstName ?? '',
          creditNoteNumber: invoice.creditNoteNumber ?? '',
          invoiceNumber: invoice.invoiceNumber ?? '',
          invoiceDate: invoice.invoiceDate,
          amount: invoice.amount ?? 0,
          reason: invoice.cancelReason ?? null,
        }),
    )
    return { output: {} }
  },
}
