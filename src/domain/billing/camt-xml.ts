import { CAMT_ERRORS, CamtError } from './camt-errors'

/** A parsed XML element: children by name, attributes as '@Name', text as '#text'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is the bank's file
export type XmlNode = Record<string, any>

/** An element's text, whether it has attributes (an object with '#text') or not (a string). */
export const textOf = (node: unknown): string | undefined => {
  const value = typeof node === 'object' && node !== null ? (node as XmlNode)['#text'] : node
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed || undefined
}

// ISO 20022 amounts: digits, an optional point and at most two decimals for CHF.
const CHF_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/

/** `<Amt Ccy="CHF">1495.5</Amt>` as 149550 centimes; another currency refuses the whole file. */
export const camtAmount = (amount: unknown): number => {
  const currency = typeof amount === 'object' && amount ? (amount as XmlNode)['@Ccy'] : undefined
  if (currency !== 'CHF') throw new CamtError(CAMT_ERRORS.currency(String(currency ?? '?')))
  const text = textOf(amount) ?? ''
  const match = CHF_AMOUNT.exec(text)
  if (!match) throw new CamtError(CAMT_ERRORS.amount(text))
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
