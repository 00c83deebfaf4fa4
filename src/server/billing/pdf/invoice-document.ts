import type { Invoice, User } from '@payload-types'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/roles'
import type { Locale } from '@/domain/locales'
import { preferredLanguageOf } from '@/domain/users/language'
import { labelsOf } from '@/i18n/labels'
import { getT } from '@/i18n/translator'

import { renderInvoicePdf } from './invoice-pdf'
import { invoicePayments } from './invoice-payments'
import { getStudioBilling } from '../invoices/studio-billing'
import { personNameOf } from '@/domain/users/names'

export type InvoicePdf =
  | {
      kind: 'pdf'
      body: Buffer
      invoiceNumber: string
      creditNoteNumber: string | null
      lang: Locale
    }
  | { kind: 'draft'; body: Buffer; lang: Locale }
  | { kind: 'not-found' }
  | { kind: 'billing-incomplete' }

/** A document's number, kept to the characters every file system takes. */
const safe = (number: string) => number.replace(/[^0-9A-Za-z_-]/g, '_')

/** The file name a drawn document is downloaded or attached under, in its language. */
export const documentFileName = (pdf: Extract<InvoicePdf, { body: Buffer }>, id: number) => {
  const t = getT(pdf.lang, 'portal')
  if (pdf.kind === 'draft') return t('invoicePdf.draftFileName', { id })
  if (pdf.creditNoteNumber)
    return t('creditNotePdf.fileName', { number: safe(pdf.creditNoteNumber) })
  return t('invoicePdf.fileName', { number: safe(pdf.invoiceNumber) })
}

/**
 * An invoice's PDF for the signed-in account. The invoice, its project and the project's client
 * are read with that account's rights, so another client's invoice is simply not found. Without a
 * `lang`, it is in its client's language: the document the client gets, whoever downloads it. A
 * draft has no number nor payment reference yet: only an admin gets it, as a preview marked as a
 * draft and without a payment part, so nobody can pay or file it as the invoice. The credit note
 * of a cancelled invoice is drawn the same way (`creditNoteNumber` says which one was drawn).
 */
export const invoicePdfFor = async (
  payload: Payload,
  user: User,
  id: number,
  requested: Locale | null,
  document: 'invoice' | 'credit-note' = 'invoice',
): Promise<InvoicePdf> => {
  const invoice: Invoice | null = await payload.findByID({
    collection: 'invoices',
    id,
    depth: 2,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  const project = invoice && typeof invoice.project === 'object' ? invoice.project : null
  const client = project && typeof project.user === 'object' ? project.user : null
  const invoiceNumber = invoice?.invoiceNumber ?? null
  if (!invoice || !project || (!invoiceNumber && !isAdmin(user))) return { kind: 'not-found' }
  // The credit note is drawn when asked for, and only exists once the invoice is cancelled.
  const { creditNoteNumber, cancelledAt } = invoice
  const drawn =
    document === 'credit-note' && creditNoteNumber && cancelledAt
      ? { number: creditNoteNumber, date: cancelledAt, reason: invoice.cancelReason ?? null }
      : null
  if (document === 'credit-note' && !drawn) return { kind: 'not-found' }
  const [billing, payments] = await Promise.all([
    getStudioBilling(payload),
    // A draft or a credit note lists no payment.
    invoiceNumber && !drawn ? invoicePayments(payload, invoice.id) : [],
  ])
  if (!billing) return { kind: 'billing-incomplete' }
  const lang = requested ?? preferredLanguageOf(client)
  const body = await renderInvoicePdf({
    // The column is NOT NULL: a stored invoice always has its total.
    invoice: { ...invoice, invoiceNumber, amount: invoice.amount ?? 0 },
    projectName: project.projectName,
    offer:
      project.plan ||
      (project.projectType ? labelsOf(lang, 'projectType')[project.projectType] : null),
    client: {
      companyName: client?.companyName,
      name: client ? personNameOf(client) : '',
      email: client?.contactEmail || client?.email || '',
      phone: client?.phone,
    },
    billing,
    lang,
    creditNote: drawn,
    payments,
  })
  if (!invoiceNumber) return { kind: 'draft', body, lang }
  return { kind: 'pdf', body, invoiceNumber, creditNoteNumber: drawn?.number ?? null, lang }
}
