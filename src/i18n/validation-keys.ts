import type frValidation from './locales/fr/validation.json'

/**
 * The `validation` namespace's keys are flat names (`maxChars`): separators are off, so a text
 * that is no key (a message from elsewhere) comes back whole rather than cut at a dot or colon.
 */
export const VALIDATION_KEY_OPTIONS = {
  ns: 'validation',
  keySeparator: false,
  nsSeparator: false,
} as const

/** A key of the `validation` namespace: what a schema's message names. */
export type ValidationKey = keyof typeof frValidation

/**
 * A schema's message read back as the key it is: zod hands messages over as plain strings, and a
 * unit test (resources.test) checks that every message a schema can produce is a key of
 * `validation`.
 */
export const validationKey = (message: string) => message as ValidationKey
