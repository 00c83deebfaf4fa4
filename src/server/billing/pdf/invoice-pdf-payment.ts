import type PDFDocument from 'pdfkit'
import { SwissQRBill } from 'swissqrbill/pdf'

import { fromHundredths, toHundredths } from '@/domain/billing/exact-decimal'
import { paymentPartOf } from '@/domain/billing/payment-part'
import { qrBillData } from '@/domain/billing/qr-bill'
import { formatDay } from '@/domain/dates/format'
import { getT } from '@/i18n/translator'

import type { InvoiceDocumentData } from './invoice-pdf'
import { chf } from './invoice-pdf-lines'

type Pdf = InstanceType<typeof PDFDocument>

const MARGIN = 50
const CONTENT_WIDTH = 595.28 - 2 * MARGIN
const INK = '#0f172a'
const MUTED = '#475569'

/** The bank credits received, one line each: the day and the amount. */
const drawPayments = (doc: Pdf, data: InvoiceDocumentData) => {
  if (data.payments.length === 0) return
  const t = getT(data.lang, 'portal')
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').fillColor(INK).text(t('invoicePdf.paymentsTitle'), MARGIN)
  doc.font('Helvetica').fillColor(MUTED)
  for (const payment of data.payments) {
    const date = formatDay(payment.date, data.lang)
    doc.text(t('invoicePdf.payment', { date, amount: chf(payment.centimes) }), MARGIN)
  }
}

/**
 * What the document asks of the client, from `y`. A QR-bill slip is printed only while money is
 * due, for exactly what is still due (the total less the credits received) under the invoice's
 * own reference, so the slip of a partly paid invoice never asks for what was already paid. A
 * draft's preview, a settled invoice, a cancelled one and a credit note carry none: a banking app
 * must never find something to pay on them.
 */
export const drawPaymentPart = (doc: Pdf, data: InvoiceDocumentData, y: number) => {
  const { invoice, creditNote, billing, lang } = data
  const t = getT(lang, 'portal')
  const day = (date: string) => formatDay(date, lang)
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  if (creditNote) {
    doc.text(
      t('creditNotePdf.cancels', { number: invoice.invoiceNumber, date: day(invoice.invoiceDate) }),
      MARGIN,
      y,
      { width: CONTENT_WIDTH },
    )
    if (creditNote.reason) {
      doc.moveDown(0.6)
      doc.text(t('creditNotePdf.reason', { reason: creditNote.reason }), { width: CONTENT_WIDTH })
    }
    return
  }
  const bold = (text: string) =>
    doc.font('Helvetica-Bold').text(text, MARGIN, y, { width: CONTENT_WIDTH })
  const number = invoice.invoiceNumber
  if (!number) return void bold(t('invoicePdf.draftNoPayment'))
  // Both are stored as numeric with whole centimes (see the invoices collection).
  const part = paymentPartOf(
    invoice.status,
    toHundredths(invoice.amount) ?? 0,
    toHundredths(invoice.amountPaid ?? 0) ?? 0,
  )
  if (part.kind === 'draft') return void bold(t('invoicePdf.draftNoPayment'))
  if (part.kind === 'cancelled') {
    const credit = invoice.creditNoteNumber
    return void bold(
      credit ? t('invoicePdf.cancelledBy', { number: credit }) : t('invoicePdf.cancelled'),
    )
  }
  if (part.kind === 'paid') {
    const paidAt = invoice.paidAt
    bold(paidAt ? t('invoicePdf.paidOn', { date: day(paidAt) }) : t('invoicePdf.paid'))
    return drawPayments(doc, data)
  }
  const due = { amount: chf(part.dueCentimes), date: day(invoice.dueDate) }
  if (part.paidCentimes > 0) {
    bold(t('invoicePdf.remainderBy', due))
    drawPayments(doc, data)
  } else {
    doc.text(t('invoicePdf.payBy', due), MARGIN, y, { width: CONTENT_WIDTH })
  }
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').fillColor(INK).text(t('invoicePdf.methodsTitle'), MARGIN)
  doc.font('Helvetica').fillColor(MUTED).text(t('invoicePdf.methods'), { width: CONTENT_WIDTH })
  // The payment part, at the foot of the page (the library adds a page if the text ran long).
  const message = t('invoicePdf.qrMessage', { number })
  const payable = { ...invoice, invoiceNumber: number, amount: fromHundredths(part.dueCentimes) }
  new SwissQRBill(qrBillData(billing, payable, message), {
    language: lang === 'en' ? 'EN' : 'FR',
  }).attachTo(doc)
}
