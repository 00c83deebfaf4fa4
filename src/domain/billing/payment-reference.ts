import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  isQRIBAN,
  isQRReferenceValid,
  isSCORReferenceValid,
} from 'swissqrbill/utils'

const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/**
 * The payment reference the bank reports back, so a payment finds its invoice. The check digits
 * are swissqrbill's own (the library that also validates the QR-bill). A QR-IBAN (IID 30000–31999)
 * requires a 27-digit QR reference, built from the invoice id (always digits, always unique); an
 * ordinary IBAN takes an ISO 11649 creditor reference built from the invoice number, which the
 * client recognises, or from the id when the number does not fit its 21 letters and digits.
 */
export const paymentReference = (
  iban: string,
  invoice: { id: number; invoiceNumber: string },
): string => {
  if (isQRIBAN(compact(iban))) {
    const digits = String(invoice.id).padStart(26, '0')
    return digits + calculateQRReferenceChecksum(digits)
  }
  const fromNumber = invoice.invoiceNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  const body = fromNumber.length > 0 && fromNumber.length <= 21 ? fromNumber : `ID${invoice.id}`
  return `RF${calculateSCORReferenceChecksum(body)}${body}`
}

/** Whether a reference can be paid into this account: QR references go with QR-IBANs only. */
export const referenceSuits = (iban: string, reference: string): boolean =>
  isQRIBAN(compact(iban)) ? isQRReferenceValid(reference) : isSCORReferenceValid(reference)

/**
 * The reference to print: the one stored when the invoice got its number, so it never changes
 * under a client who already has the bill, unless the studio has since moved to an account of the
 * other kind, where only a new reference can be paid.
 */
export const referenceToPrint = (
  iban: string,
  invoice: { id: number; invoiceNumber: string; paymentReference?: string | null },
): string =>
  invoice.paymentReference && referenceSuits(iban, invoice.paymentReference)
    ? invoice.paymentReference
    : paymentReference(iban, invoice)
