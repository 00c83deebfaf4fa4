import { validationMessage } from '../web/validation-message'

/**
 * The studio's VAT number as the Swiss register writes it: the company's UID (CHE and 9 digits,
 * the last a modulo-11 check digit) followed by the VAT suffix of the invoice's language region.
 */
const VAT_NUMBER_PATTERN = /^CHE-(\d{3})\.(\d{3})\.(\d{3}) (MWST|TVA|IVA)$/

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4]

export const VAT_NUMBER_ERROR = validationMessage('vatNumberInvalid')
/** An invoice may charge VAT only once the studio's number, printed on it, is known. */
export const VAT_NUMBER_MISSING_ERROR = validationMessage('vatNumberMissing')

/** The UID's check digit of its first 8 digits, or null when none exists (the remainder 10). */
export const uidCheckDigit = (eightDigits: string): number | null => {
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(eightDigits[index]),
    0,
  )
  const check = (11 - (sum % 11)) % 11
  return check === 10 ? null : check
}

export const isVatNumber = (value: string): boolean => {
  const match = VAT_NUMBER_PATTERN.exec(value)
  if (!match) return false
  const digits = `${match[1]}${match[2]}${match[3]}`
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8])
}
