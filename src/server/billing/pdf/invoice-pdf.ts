import PDFDocument from 'pdfkit'

import { effectiveInvoiceStatus, type InvoiceStatus } from '@/domain/billing/invoice-status'
import type { StudioBilling } from '@/domain/billing/qr-bill'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { drawInvoiceLines, type PricedInvoice } from './invoice-pdf-lines'
import { drawPaymentPart } from './invoice-pdf-payment'
import type { InvoicePayment } from './invoice-payments'

/** Everything an invoice document shows, already read with the requesting account's rights. */
export type InvoiceDocumentData = {
  invoice: PricedInvoice & {
    id: number
    // Null for a draft, printed as a preview only (see invoicePdfFor).
    invoiceNumber: string | null
    notes?: string | null
    invoiceDate: string
    dueDate: string
    amount: number
    status: InvoiceStatus
    paymentReference?: string | null
    /** CHF received by bank so far, and the day the invoice was settled. */
    amountPaid?: number | null
    paidAt?: string | null
    /** The credit note that cancelled it, once cancelled. */
    creditNoteNumber?: string | null
  }
  /** Set for the credit note that cancelled the invoice, drawn instead of the invoice. */
  creditNote?: { number: string; date: string; reason: string | null } | null
  /** The bank credits applied to the invoice, oldest first. */
  payments: InvoicePayment[]
  projectName: string
  /** The offer or plan the invoice is for, when the project names one. */
  offer: string | null
  client: {
    companyName?: string | null
    name: string
    email: string
    phone?: string | null
  }
  billing: StudioBilling
  lang: Locale
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const RIGHT_COLUMN = 340
const CONTENT_WIDTH = A4.width - 2 * MARGIN
const INK = '#0f172a'
const MUTED = '#475569'

type T = ReturnType<typeof getT>

/** The document's title and its identity facts, top right: the invoice's, or its credit note's. */
const identityOf = (data: InvoiceDocumentData, t: T, day: (date: string) => string) => {
  const { invoice, creditNote } = data
  const number = invoice.invoiceNumber ?? t('invoicePdf.draftNumber')
  if (creditNote) {
    return {
      documentTitle: t('creditNotePdf.documentTitle', { number: creditNote.number }),
      title: t('creditNotePdf.title'),
      facts: [
        [t('creditNotePdf.number'), creditNote.number],
        [t('invoicePdf.date'), day(creditNote.date)],
        [t('creditNotePdf.invoice'), number],
        [t('creditNotePdf.invoiceDate'), day(invoice.invoiceDate)],
      ] as [string, string][],
    }
  }
  const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
  return {
    documentTitle: t('invoicePdf.documentTitle', { number }),
    title: t(invoice.invoiceNumber ? 'invoicePdf.title' : 'invoicePdf.draftTitle'),
    facts: [
      [t('invoicePdf.number'), number],
      [t('invoicePdf.date'), day(invoice.invoiceDate)],
      [t('invoicePdf.dueDate'), day(invoice.dueDate)],
      [t('invoicePdf.status'), t(`invoiceStatus.${status}`, { ns: 'labels' })],
    ] as [string, string][],
  }
}

/**
 * The invoice as an A4 PDF: header, client, lines, total, notes, then what it asks of the client
 * (see drawPaymentPart). A credit note shows the cancelled invoice's lines under its own number.
 */
export const renderInvoicePdf = (data: InvoiceDocumentData): Promise<Buffer> => {
  const { invoice, billing, client, lang, creditNote } = data
  const t = getT(lang, 'portal')
  const day = (date: string) => formatDay(date, lang)
  const identity = identityOf(data, t, day)

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: identity.documentTitle,
      Author: billing.name,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  // The studio, top left.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(billing.name, MARGIN, MARGIN)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text([billing.street, billing.buildingNumber].filter(Boolean).join(' '))
  doc.text(`${billing.country}-${billing.postalCode} ${billing.city}`)
  doc.text(`IBAN ${billing.iban}`)
  if (billing.vatNumber) doc.text(t('invoicePdf.vatNumber', { number: billing.vatNumber }))

  // The invoice's identity, top right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20)
  doc.text(identity.title, RIGHT_COLUMN, MARGIN, { width: A4.width - MARGIN - RIGHT_COLUMN })
  let y = MARGIN + 30
  for (const [label, value] of identity.facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, RIGHT_COLUMN, y)
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, RIGHT_COLUMN + 90, y)
    y += 14
  }

  // The client.
  y = 160
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(t('invoicePdf.billedTo'), MARGIN, y)
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  for (const line of [client.companyName, client.name, client.email, client.phone]) {
    if (line) doc.text(line)
  }

  // The project, then the lines and the totals.
  y = 244
  const project = data.offer ? `${data.offer} · ${data.projectName}` : data.projectName
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text(t('invoicePdf.project', { project }), MARGIN, y, { width: CONTENT_WIDTH })
  const totalLabel = t(creditNote ? 'creditNotePdf.total' : 'invoicePdf.total')
  y = drawInvoiceLines(doc, invoice, lang, doc.y + 6, totalLabel)
  if (invoice.notes) {
    doc.font('Helvetica').fontSize(9).fillColor(INK)
    doc.text(invoice.notes, MARGIN, y + 12, { width: CONTENT_WIDTH })
    y = doc.y
  }

  // What the document asks of the client, kept on one page with the payments it lists.
  y += 16
  if (y + 70 + 14 * data.payments.length > A4.height - MARGIN) {
    doc.addPage()
    y = MARGIN
  }
  drawPaymentPart(doc, data, y)

  doc.end()
  return done
}
