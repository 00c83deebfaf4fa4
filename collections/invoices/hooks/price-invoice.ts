import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { fromHundredths } from '@/domain/billing/exact-decimal'
import { TOTALS_ERRORS, totalsOfLines, type InvoiceLine } from '@/domain/billing/invoice-lines'
import { VAT_RATE_DISABLED_ERROR, VAT_RATES } from '@/domain/billing/vat'
import { VAT_NUMBER_MISSING_ERROR } from '@/domain/billing/vat-number'
import { isOneOf } from '@/domain/labelled'
import { validationT } from '@/server/platform/i18n/request-language'

/** A refusal of the save: `message` is a validation key, answered in the request's language. */
const refuse = (req: PayloadRequest, path: string, message: string): never => {
  throw new ValidationError({
    collection: 'invoices',
    errors: [{ path, message: validationT(req)(message) }],
  })
}

/**
 * The invoice's totals are the server's: computed from its lines and discount on every save,
 * whatever a request sent for them. The 5-centime rounding is taken from the settings when the
 * invoice is created and kept, so a later change of the settings never changes an issued total.
 * New or edited lines may only carry the rates the settings offer, and VAT only once the studio's
 * VAT number is known (it must be printed on an invoice that charges VAT).
 */
export const priceInvoice: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const lines = (data.lines ?? originalDoc?.lines) as InvoiceLine[] | undefined
  const discount = (data.discount !== undefined ? data.discount : originalDoc?.discount) as
    number | null
  if (operation === 'create' || data.lines !== undefined) {
    // The studio's own configuration, not any account's data: read with the system's rights.
    const [{ billing }, { vatNumber }] = await Promise.all([
      req.payload.findGlobal({ slug: 'settings', depth: 0, req, overrideAccess: true }),
      req.payload.findGlobal({ slug: 'studio-identity', depth: 0, req }),
    ])
    if (operation === 'create') data.roundToFiveCentimes = Boolean(billing?.roundToFiveCentimes)
    const offered: string[] = billing?.vatRates ?? []
    // Each refused rate is reported on its own line, so the editor shows it where it is chosen.
    lines?.forEach((line, index) => {
      // An unknown rate is its field's error; a known one may still be switched off.
      if (isOneOf(VAT_RATES, line.vatRate) && !offered.includes(line.vatRate)) {
        refuse(req, `lines.${index}.vatRate`, VAT_RATE_DISABLED_ERROR)
      }
      if (line.vatRate && line.vatRate !== '0' && !vatNumber) {
        refuse(req, `lines.${index}.vatRate`, VAT_NUMBER_MISSING_ERROR)
      }
    })
  }
  // After creation the invoice keeps its own choice, whatever a request sends.
  if (operation !== 'create') data.roundToFiveCentimes = Boolean(originalDoc?.roundToFiveCentimes)
  const roundToFiveCentimes = Boolean(data.roundToFiveCentimes)
  const totals = totalsOfLines(lines, discount, { roundToFiveCentimes })
  // A bad line or discount is reported by its own field's validation, which runs next.
  if (totals === 'invalid') return data
  if (typeof totals === 'string') {
    return refuse(
      req,
      totals === 'discount-above-subtotal' ? 'discount' : 'lines',
      TOTALS_ERRORS[totals],
    )
  }
  data.subtotal = fromHundredths(totals.subtotalCentimes)
  data.vatAmount = fromHundredths(totals.vatCentimes)
  data.rounding = fromHundredths(totals.roundingCentimes)
  data.amount = fromHundredths(totals.totalCentimes)
  return data
}
