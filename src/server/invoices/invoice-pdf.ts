import PDFDocument from 'pdfkit'
import { SwissQRBill } from 'swissqrbill/pdf'

import { effectiveInvoiceStatus, type InvoiceStatus } from '@/domain/billing/invoice-status'
import { formatChf } from '@/domain/billing/money'
import { qrBillData, type StudioBilling } from '@/domain/billing/qr-bill'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

/** Everything an invoice document shows, already read with the requesting account's rights. */
export type InvoiceDocumentData = {
  invoice: {
    id: number
    invoiceNumber: string
    invoiceDate: string
    dueDate: string
    amount: number
    status: InvoiceStatus
  }
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

// The standard PDF fonts encode WinAnsi only: Intl's narrow no-break space (U+202F, the Swiss
// thousands separator) has no glyph there, the ordinary no-break space does.
const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0')

/** The invoice as an A4 PDF: header, client, lines, total, payment terms and the QR-bill slip. */
export const renderInvoicePdf = (data: InvoiceDocumentData): Promise<Buffer> => {
  const { invoice, billing, client, lang } = data
  const t = getT(lang, 'portal')
  const day = (date: string) => formatDay(date, lang)
  const amount = pdfText(formatChf(invoice.amount, 2))
  const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: t('invoicePdf.documentTitle', { number: invoice.invoiceNumber }),
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

  // The invoice's identity, top right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20)
  doc.text(t('invoicePdf.title'), RIGHT_COLUMN, MARGIN, { width: A4.width - MARGIN - RIGHT_COLUMN })
  const facts: [string, string][] = [
    [t('invoicePdf.number'), invoice.invoiceNumber],
    [t('invoicePdf.date'), day(invoice.invoiceDate)],
    [t('invoicePdf.dueDate'), day(invoice.dueDate)],
    [t('invoicePdf.status'), t(`status.invoice.${status}`)],
  ]
  let y = MARGIN + 30
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, RIGHT_COLUMN, y)
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, RIGHT_COLUMN + 90, y)
    y += 14
  }

  // The client.
  y = 170
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(t('invoicePdf.billedTo'), MARGIN, y)
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  for (const line of [client.companyName, client.name, client.email, client.phone]) {
    if (line) doc.text(line)
  }

  // The lines and the total.
  y = 270
  const amountX = A4.width - MARGIN - 140
  doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fill('#f1f5f9')
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9)
  doc.text(t('invoicePdf.description'), MARGIN + 8, y + 6)
  doc.text(t('invoicePdf.amount'), amountX, y + 6, { width: 132, align: 'right' })
  y += 28
  const description = data.offer ? `${data.offer} · ${data.projectName}` : data.projectName
  doc.font('Helvetica').fontSize(10)
  doc.text(description, MARGIN + 8, y, { width: amountX - MARGIN - 16 })
  doc.text(amount, amountX, y, { width: 132, align: 'right' })
  y = Math.max(doc.y, y + 14) + 8
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke()
  y += 8
  doc.font('Helvetica-Bold').fontSize(11)
  doc.text(t('invoicePdf.total'), MARGIN + 8, y)
  doc.text(amount, amountX, y, { width: 132, align: 'right' })

  // Payment terms.
  y += 34
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  doc.text(
    status === 'Paid'
      ? t('invoicePdf.paid')
      : t('invoicePdf.payBy', { date: day(invoice.dueDate) }),
    MARGIN,
    y,
    { width: CONTENT_WIDTH },
  )
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').text(t('invoicePdf.methodsTitle'))
  doc.font('Helvetica').fillColor(MUTED).text(t('invoicePdf.methods'), { width: CONTENT_WIDTH })

  // The payment part, at the foot of the page (the library adds a page if the text ran long).
  const message = t('invoicePdf.qrMessage', { number: invoice.invoiceNumber })
  new SwissQRBill(qrBillData(billing, invoice, message), {
    language: lang === 'en' ? 'EN' : 'FR',
  }).attachTo(doc)

  doc.end()
  return done
}
