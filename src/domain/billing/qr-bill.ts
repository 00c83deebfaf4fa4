import type { Data } from 'swissqrbill/types'
import { isIBANValid } from 'swissqrbill/utils'

import { referenceToPrint } from './payment-reference'
import { validationMessage } from '../web/validation-message'

/** The studio's billing identity (settings global), printed on invoices and in the QR-bill. */
export type StudioBilling = {
  name: string
  street: string
  buildingNumber?: string | null
  postalCode: string
  city: string
  country: 'CH' | 'LI'
  iban: string
  /** Printed on every invoice once the studio is registered for VAT. */
  vatNumber?: string | null
}

/** QR-bills pay into Swiss or Liechtenstein accounts only (Swiss Payment Standards). */
export const BILLING_COUNTRIES = ['CH', 'LI'] as const

export const IBAN_ERROR = validationMessage('ibanInvalid')

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

/** The QR-bill's data: the studio as creditor, the amount in CHF, the reference and a message. */
export const qrBillData = (
  billing: StudioBilling,
  invoice: { id: number; invoiceNumber: string; amount: number; paymentReference?: string | null },
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
  reference: referenceToPrint(billing.iban, invoice),
  // The QR-bill's unstructured message holds 140 characters at most.
  message: message.slice(0, 140),
})
