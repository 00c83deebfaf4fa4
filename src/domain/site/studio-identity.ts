import { BILLING_COUNTRIES, type StudioBilling } from '../billing/qr-bill'
import { uidCheckDigit } from '../billing/vat-number'
import { validationMessage } from '../web/validation-message'
import type { SocialNetwork } from './social-networks'

/**
 * The studio's identity: one record (the CMS's "Identité du studio") read by the site's header,
 * footer, support cards, imprint and JSON-LD, by the invoices and by the e-mails.
 */
export type StudioIdentity = {
  /** The name the studio goes by: the header's brand, the e-mails' signature. */
  name: string
  /** The registered company name: invoices, QR-bill, imprint. */
  legalName?: string | null
  street?: string | null
  buildingNumber?: string | null
  postalCode?: string | null
  city?: string | null
  country?: (typeof BILLING_COUNTRIES)[number] | null
  /** The company's number in the Swiss register (IDE/UID), e.g. CHE-123.456.789. */
  uid?: string | null
  vatNumber?: string | null
  /** The studio's inbox: shown on the site, and where its notifications go. */
  email: string
  phone?: string | null
  /** A chat link (WhatsApp Business: https://wa.me/41…). */
  messagingUrl?: string | null
  social?: { network: SocialNetwork; url: string }[] | null
}

/** The lengths of the identity's texts; the address's are the Swiss QR-bill's. */
export const IDENTITY_LIMITS = {
  name: 70,
  legalName: 70,
  street: 70,
  buildingNumber: 16,
  postalCode: 16,
  city: 35,
} as const

export const UID_ERROR = validationMessage('uidInvalid')

const UID_PATTERN = /^CHE-(\d{3})\.(\d{3})\.(\d{3})$/

/** A company number as the Swiss register writes it, its last digit the modulo-11 check digit. */
export const isUidNumber = (value: string): boolean => {
  const match = UID_PATTERN.exec(value.trim())
  if (!match) return false
  const digits = `${match[1]}${match[2]}${match[3]}`
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8])
}

const filled = (value: string | null | undefined) => value?.trim() || null

/** The company's registered name, or the studio's name when none is set. */
export const legalNameOf = (identity: StudioIdentity) =>
  filled(identity.legalName) ?? identity.name.trim()

/** The address as it is written on a letter: street line and locality line, when set. */
export const addressLines = (identity: StudioIdentity): string[] => {
  const street = [filled(identity.street), filled(identity.buildingNumber)].filter(Boolean)
  const locality = [filled(identity.postalCode), filled(identity.city)].filter(Boolean)
  return [street.join(' '), locality.join(' ')].filter(Boolean)
}

/** The lines that sign the studio's mails to its clients: company, address, how to reach it. */
export const studioSignature = (identity: StudioIdentity): string[] =>
  [
    legalNameOf(identity),
    addressLines(identity).join(', '),
    [filled(identity.email), filled(identity.phone)].filter(Boolean).join(' · '),
  ].filter(Boolean)

/** A tel: link's number: the digits and a leading +, as dialled. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The creditor of the invoices and the QR-bill: the identity's company and address with the
 * settings' account. Missing parts stay empty; `isBillingComplete` says whether it can bill.
 */
export const studioBillingOf = (
  identity: StudioIdentity,
  iban: string | null | undefined,
): Partial<Record<keyof StudioBilling, string | null>> => ({
  name: legalNameOf(identity),
  street: filled(identity.street),
  buildingNumber: filled(identity.buildingNumber),
  postalCode: filled(identity.postalCode),
  city: filled(identity.city),
  country: identity.country ?? null,
  vatNumber: filled(identity.vatNumber),
  iban: iban ?? null,
})
