import type { Invoice } from '@payload-types'
import type PDFDocument from 'pdfkit'

import { toHundredths } from '@/domain/billing/exact-decimal'
import { totalsOfLines } from '@/domain/billing/invoice-lines'
import { formatChf } from '@/domain/billing/money'
import type { VatRate } from '@/domain/billing/vat'
import { INTL_LOCALES, type Locale } from '@/domain/locales'
import { labelsOf } from '@/i18n/labels'
import { getT } from '@/i18n/translator'

type Pdf = InstanceType<typeof PDFDocument>
export type PricedInvoice = Pick<
  Invoice,
  'lines' | 'discount' | 'roundToFiveCentimes' | 'amount' | 'invoiceNumber'
>

const A4_HEIGHT = 841.89
const MARGIN = 50
const RIGHT = 595.28 - MARGIN
// Description, then right-aligned quantity, unit price, VAT rate and line amount.
const COLUMNS = { description: MARGIN + 8, quantity: 270, price: 325, vat: 410, amount: 455 }
const WIDTHS = { description: 205, quantity: 50, price: 80, vat: 40, amount: RIGHT - 8 - 455 }
const INK = '#0f172a'
const MUTED = '#475569'

// The standard PDF fonts encode WinAnsi only: the narrow no-break space Intl puts between
// thousands has no glyph there, the ordinary no-break space does.
const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0')
/** Centimes as the documents print them: '1 406.56 CHF'. */
export const chf = (centimes: number) => pdfText(formatChf(centimes / 100, 2))
const quantity = (value: number, lang: Locale) =>
  pdfText(new Intl.NumberFormat(INTL_LOCALES[lang]).format(value))

/**
 * The invoice's lines and its totals (subtotal, discount, VAT per rate, rounding, total) from
 * `y`, computed by the same rules as the stored total, the last under `totalLabel` (an invoice's
 * total, or what its credit note credits). Returns where the block ends.
 */
export const drawInvoiceLines = (
  doc: Pdf,
  invoice: PricedInvoice,
  lang: Locale,
  top: number,
  totalLabel: string,
) => {
  const t = getT(lang, 'portal')
  const rates = labelsOf(lang, 'vatRate')
  const lines = invoice.lines ?? []
  const totals = totalsOfLines(lines, invoice.discount, {
    roundToFiveCentimes: Boolean(invoice.roundToFiveCentimes),
  })
  if (typeof totals === 'string') {
    throw new Error(`Invoice ${invoice.invoiceNumber} has lines that cannot be priced: ${totals}`)
  }
  const header = (y: number) => {
    doc.rect(MARGIN, y, RIGHT - MARGIN, 20).fill('#f1f5f9')
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9)
    doc.text(t('invoicePdf.description'), COLUMNS.description, y + 6)
    const right = { align: 'right' } as const
    doc.text(t('invoicePdf.quantity'), COLUMNS.quantity, y + 6, {
      width: WIDTHS.quantity,
      ...right,
    })
    doc.text(t('invoicePdf.unitPrice'), COLUMNS.price, y + 6, { width: WIDTHS.price, ...right })
    doc.text(t('invoicePdf.vat'), COLUMNS.vat, y + 6, { width: WIDTHS.vat, ...right })
    doc.text(t('invoicePdf.amount'), COLUMNS.amount, y + 6, { width: WIDTHS.amount, ...right })
    return y + 28
  }
  let y = header(top)
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  lines.forEach((line, index) => {
    // A long invoice continues on the next page, under the same column headings.
    if (y > A4_HEIGHT - MARGIN - 40) {
      doc.addPage()
      y = header(MARGIN)
      doc.font('Helvetica').fontSize(10).fillColor(INK)
    }
    doc.text(line.description ?? '', COLUMNS.description, y, { width: WIDTHS.description })
    const end = doc.y
    const cells: [keyof typeof COLUMNS, string][] = [
      ['quantity', quantity(line.quantity ?? 0, lang)],
      ['price', chf(toHundredths(line.unitPrice) ?? 0)],
      ['vat', pdfText(rates[line.vatRate as VatRate] ?? '')],
      ['amount', chf(totals.lineNetCentimes[index] ?? 0)],
    ]
    for (const [column, text] of cells) {
      doc.text(text, COLUMNS[column], y, { width: WIDTHS[column], align: 'right' })
    }
    y = Math.max(end, y + 14) + 4
  })

  // The totals stay together: on the next page when they would not fit under the last line.
  const totalRows = 2 + totals.vat.length + (totals.discountCentimes > 0 ? 1 : 0)
  if (y + 30 + totalRows * 14 > A4_HEIGHT - MARGIN) {
    doc.addPage()
    y = MARGIN
  }
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke()
  y += 8
  const row = (label: string, centimes: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(bold ? INK : MUTED)
    doc.text(label, COLUMNS.quantity - 60, y, { width: COLUMNS.amount - COLUMNS.quantity + 50 })
    doc.text(chf(centimes), COLUMNS.amount, y, { width: WIDTHS.amount, align: 'right' })
    y += bold ? 18 : 14
  }
  row(t('invoicePdf.subtotal'), totals.subtotalCentimes)
  if (totals.discountCentimes > 0) row(t('invoicePdf.discount'), -totals.discountCentimes)
  for (const share of totals.vat) {
    const rate = pdfText(rates[share.rate])
    row(t('invoicePdf.vatAt', { rate, base: chf(share.baseCentimes) }), share.vatCentimes)
  }
  if (totals.roundingCentimes !== 0) row(t('invoicePdf.rounding'), totals.roundingCentimes)
  y += 4
  row(totalLabel, totals.totalCentimes, true)
  return y
}
