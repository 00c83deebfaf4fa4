/**
 * Validation messages are the product's exact French texts (the schemas are shared with the
 * server); the `validation` namespace is keyed by that text, so separators must be off.
 */
export const VALIDATION_KEY_OPTIONS = {
  ns: 'validation',
  keySeparator: false,
  nsSeparator: false,
} as const
