import type { Data } from 'swissqrbill/types'
import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  isIBANValid,
  isQRIBAN,
} from 'swissqrbill/utils'

/** The studio's billing identity (settings global), printed on invoices and in the QR-bill. */
export type StudioBilling = {
  name: string
  street: string
  buildingNumber?: string | null
  postalCode: string
  city: string
  country: 'CH' | 'LI'
  iban: string
}

/** QR-bills pay into Swiss or Liechtenstein accounts only (Swiss Payment Standards). */
export const BILLING_COUNTRIES = ['CH', 'LI'] as const

export const IBAN_ERROR = 'IBAN invalide : un IBAN suisse ou liechtensteinois (CH ou LI)'

export const isBillingIban = (value: string): boolean => {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return /^(CH|LI)\d{19}$/.test(compact) && isIBANValid(compact)
}

/** Whether the settings hold everything a QR-bill needs; until then invoices cannot be issued. */
export const isBillingComplete = (
  billing: Partial<Record<keyof StudioBilling, string | null>> | null | undefined,
): billing is StudioBilling =>
  Boolean(
    billing?.name?.trim() &&
    billing.street?.trim() &&
    billing.postalCode?.trim() &&
    billing.city?.trim() &&
    (billing.country === 'CH' || billing.country === 'LI') &&
    billing.iban &&
    isBillingIban(billing.iban),
  )

/**
 * The payment reference the bank reports back, so a payment finds its invoice. A QR-IBAN requires
 * a 27-digit QR reference (built from the invoice id); an ordinary IBAN takes an ISO 11649
 * creditor reference built from the invoice number, or from the id when the number is too long.
 */
export const paymentReference = (
  iban: string,
  invoice: { id: number; invoiceNumber: string },
): string => {
  if (isQRIBAN(iban.replace(/\s+/g, ''))) {
    const digits = String(invoice.id).padStart(26, '0')
    return digits + calculateQRReferenceChecksum(digits)
  }
  const fromNumber = invoice.invoiceNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  // ISO 11649 allows 21 characters after "RF" and its two check digits.
  const body = fromNumber.length > 0 && fromNumber.length <= 21 ? fromNumber : `ID${invoice.id}`
  return `RF${calculateSCORReferenceChecksum(body)}${body}`
}

/** The QR-bill's data: the studio as creditor, the amount in CHF, the reference and a message. */
export const qrBillData = (
  billing: StudioBilling,
  invoice: { id: number; invoiceNumber: string; amount: number },
  message: string,
): Data => ({
  currency: 'CHF',
  amount: invoice.amount,
  creditor: {
    account: billing.iban.replace(/\s+/g, '').toUpperCase(),
    name: billing.name.trim(),
    address: billing.street.trim(),
    buildingNumber: billing.buildingNumber?.trim() || undefined,
    zip: billing.postalCode.trim(),
    city: billing.city.trim(),
    country: billing.country,
  },
  reference: paymentReference(billing.iban, invoice),
  // The QR-bill's unstructured message holds 140 characters at most.
  message: message.slice(0, 140),
})
