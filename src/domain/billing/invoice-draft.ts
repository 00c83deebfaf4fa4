import * as z from 'zod/mini'

import { defaultDueDay, DUE_BEFORE_INVOICE_ERROR, dayToIso } from './invoice-dates'
import {
  DESCRIPTION_ERROR,
  DESCRIPTION_LENGTH_ERROR,
  DESCRIPTION_MAX,
  DISCOUNT_ERROR,
  INVOICE_NOTES_MAX,
  isQuantity,
  MAX_LINES,
  NOTES_ERROR,
  QUANTITY_ERROR,
  TOTALS_ERRORS,
  totalsOfLines,
  type InvoiceLine,
} from './invoice-lines'
import { CHF_AMOUNT_ERROR, isChfAmount } from './money'
import { DEFAULT_VAT_RATE, VAT_RATE_DISABLED_ERROR, VAT_RATE_ERROR, VAT_RATES } from './vat'
import { VAT_NUMBER_MISSING_ERROR } from './vat-number'
import { isOneOf } from '../labelled'
import { validationMessage } from '../web/validation-message'

/**
 * The back office's invoice editor: what the admin types (numbers as typed, a comma allowed),
 * checked with the server's own rules and messages before the draft is saved through the API,
 * whose hooks check and price it again.
 */
export const PROJECT_REQUIRED_ERROR = validationMessage('projectRequired')
export const DATE_ERROR = validationMessage('dateInvalid')
export const UNIT_PRICE_REQUIRED_ERROR = validationMessage('unitPriceRequired')
export const ZERO_TOTAL_ERROR = validationMessage('zeroTotal')

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A number as typed in a French form: '1,5' and '1.5' are both 1.5; empty is not a number. */
export const typedNumber = (value: string): number =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'))

const lineSchema = (offeredRates: readonly string[], vatNumberKnown: boolean) =>
  z.object({
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, DESCRIPTION_ERROR),
        z.maxLength(DESCRIPTION_MAX, DESCRIPTION_LENGTH_ERROR),
      ),
    quantity: z.string().check(z.refine((value) => isQuantity(typedNumber(value)), QUANTITY_ERROR)),
    unitPrice: z.string().check(
      z.refine((value) => value.trim() !== '', UNIT_PRICE_REQUIRED_ERROR),
      z.refine((value) => value.trim() === '' || isChfAmount(typedNumber(value)), CHF_AMOUNT_ERROR),
    ),
    vatRate: z.string().check(
      z.refine((value) => isOneOf(VAT_RATES, value), VAT_RATE_ERROR),
      z.refine((value) => offeredRates.includes(value), VAT_RATE_DISABLED_ERROR),
      z.refine((value) => vatNumberKnown || value === '0', VAT_NUMBER_MISSING_ERROR),
    ),
  })

export type InvoiceDraftInput = {
  project: string
  invoiceDate: string
  dueDate: string
  lines: { description: string; quantity: string; unitPrice: string; vatRate: string }[]
  discount: string
  notes: string
}

/** The lines as the API takes them (numbers), from what the admin typed. */
export const invoiceLinesOf = (lines: InvoiceDraftInput['lines']): InvoiceLine[] =>
  lines.map((line) => ({
    description: line.description.trim(),
    quantity: typedNumber(line.quantity),
    unitPrice: typedNumber(line.unitPrice),
    vatRate: line.vatRate,
  }))

/** The discount typed, or null for none. */
export const discountOf = (discount: string) =>
  discount.trim() === '' ? null : typedNumber(discount)

/** The totals of what is typed so far, or why they cannot be an invoice (see totalsOfLines). */
export const draftTotals = (
  values: Pick<InvoiceDraftInput, 'lines' | 'discount'>,
  roundToFiveCentimes: boolean,
) =>
  totalsOfLines(invoiceLinesOf(values.lines), discountOf(values.discount), { roundToFiveCentimes })

/**
 * The editor's schema, for the rates the settings offer, whether the studio's VAT number is known
 * (without it, only 0 % may be charged) and the invoice's rounding.
 */
export const invoiceDraftSchema = (
  offeredRates: readonly string[],
  vatNumberKnown: boolean,
  roundToFiveCentimes: boolean,
) =>
  z
    .object({
      project: z.string().check(z.minLength(1, PROJECT_REQUIRED_ERROR)),
      invoiceDate: z.string().check(z.regex(DAY, DATE_ERROR)),
      dueDate: z.string().check(z.regex(DAY, DATE_ERROR)),
      lines: z
        .array(lineSchema(offeredRates, vatNumberKnown))
        .check(
          z.minLength(1, TOTALS_ERRORS['no-lines']),
          z.maxLength(MAX_LINES, TOTALS_ERRORS['too-many-lines']),
        ),
      discount: z
        .string()
        .check(
          z.refine(
            (value) => value.trim() === '' || isChfAmount(typedNumber(value)),
            DISCOUNT_ERROR,
          ),
        ),
      notes: z.string().check(z.maxLength(INVOICE_NOTES_MAX, NOTES_ERROR)),
    })
    .check(
      z.superRefine((values, context) => {
        if (DAY.test(values.invoiceDate) && DAY.test(values.dueDate)) {
          if (values.dueDate < values.invoiceDate) {
            context.addIssue({
              code: 'custom',
              message: DUE_BEFORE_INVOICE_ERROR,
              path: ['dueDate'],
            })
          }
        }
        const totals = draftTotals(values, roundToFiveCentimes)
        // 'invalid': a line or the discount is wrong, and its own field says so.
        if (totals === 'invalid') return
        if (totals === 'discount-above-subtotal') {
          context.addIssue({ code: 'custom', message: TOTALS_ERRORS[totals], path: ['discount'] })
        } else if (typeof totals === 'string') {
          context.addIssue({ code: 'custom', message: TOTALS_ERRORS[totals], path: ['lines'] })
        } else if (totals.totalCentimes === 0) {
          context.addIssue({ code: 'custom', message: ZERO_TOTAL_ERROR, path: ['lines'] })
        }
      }),
    )

/**
 * A new draft's starting values: dated today, due after the studio's payment term, one line at
 * the standard rate (or the first one offered).
 */
export const emptyInvoiceDraft = (
  today: string,
  offeredRates: readonly string[],
  paymentTermDays: number,
): InvoiceDraftInput => ({
  project: '',
  invoiceDate: today,
  dueDate: defaultDueDay(today, paymentTermDays),
  lines: [{ description: '', quantity: '1', unitPrice: '', vatRate: newLineRate(offeredRates) }],
  discount: '',
  notes: '',
})

/** The rate of a new line: the standard one when the settings offer it. */
export const newLineRate = (offeredRates: readonly string[]) =>
  offeredRates.includes(DEFAULT_VAT_RATE) ? DEFAULT_VAT_RATE : (offeredRates[0] ?? '0')

/** The draft as the API stores it, from what the admin typed (parsed by the schema first). */
export const invoicePayload = (values: InvoiceDraftInput) => ({
  project: Number(values.project),
  invoiceDate: dayToIso(values.invoiceDate),
  dueDate: dayToIso(values.dueDate),
  lines: invoiceLinesOf(values.lines),
  discount: discountOf(values.discount),
  notes: values.notes.trim() || null,
})
