/**
 * The `validation` namespace's keys are stable names (`maxChars`) or, for forms whose schemas
 * still give them, the product's exact French texts, which hold dots: separators must be off.
 */
export const VALIDATION_KEY_OPTIONS = {
  ns: 'validation',
  keySeparator: false,
  nsSeparator: false,
} as const
