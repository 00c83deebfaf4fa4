import type frValidation from './locales/fr/validation.json'

/**
 * The `validation` namespace's keys are stable names (`maxChars`) or, for forms whose schemas
 * still give them, the product's exact French texts, which hold dots: separators must be off.
 */
export const VALIDATION_KEY_OPTIONS = {
  ns: 'validation',
  keySeparator: false,
  nsSeparator: false,
} as const

/** A key of the `validation` namespace: a schema's French message. */
export type ValidationKey = keyof typeof frValidation

/**
 * A schema's message as the key it is: zod hands messages over as plain strings, and a unit test
 * (resources.test) checks that every message a schema can produce is a key of `validation`.
 */
export const validationKey = (message: string) => message as ValidationKey
