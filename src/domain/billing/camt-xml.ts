import { CAMT_ERRORS, CamtError } from './camt-errors'

/** A parsed XML element: children by name, attributes as '@Name', text as '#text'. */
export type XmlNode = { readonly [name: string]: unknown }

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The descendant at `path` (child names), or undefined where the file has none. */
export const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, name) => (isNode(current) ? current[name] : undefined), node)

/** A repeated element's occurrences (the parser reads those as arrays), elements only. */
export const list = (value: unknown): XmlNode[] =>
  Array.isArray(value) ? value.filter(isNode) : []

/** An element's text, whether it has attributes (an object with '#text') or not (a string). */
export const textOf = (node: unknown): string | undefined => {
  const value = isNode(node) ? node['#text'] : node
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed || undefined
}

// ISO 20022 amounts: digits, an optional point and at most two decimals for CHF.
const CHF_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/

/** `<Amt Ccy="CHF">1495.5</Amt>` as 149550 centimes; another currency refuses the whole file. */
export const camtAmount = (amount: unknown): number => {
  const currency = at(amount, '@Ccy')
  if (currency !== 'CHF') throw new CamtError(CAMT_ERRORS.currency(String(currency ?? '?')))
  const text = textOf(amount) ?? ''
  const match = CHF_AMOUNT.exec(text)
  if (!match) throw new CamtError(CAMT_ERRORS.amount(text))
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
