/**
 * CSV for spreadsheet programs as the studio uses them (Swiss Excel): semicolon-separated, a UTF-8
 * byte-order mark so accents survive, CRLF line ends. A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe, except
 * a plain signed decimal (-0.02 CHF of rounding): it runs nothing, and must stay a number to be summed.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const SIGNED_DECIMAL = /^-\d+(\.\d+)?$/

const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'number' ? String(value) : value
  const safe = FORMULA_START.test(text) && !SIGNED_DECIMAL.test(text) ? `'${text}` : text
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const toCsv = (header: string[], rows: (string | number | null | undefined)[][]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`
