import * as z from 'zod/mini'

import { LOCALES } from '../locales'
import { validationMessage } from '../web/validation-message'

/** The field blocks of the form builder a public form may hold (the plugin's other blocks are off). */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'number',
  'select',
  'checkbox',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** One field of a form as the CMS stores it (the plugin's block), in one language. */
export type FormField = {
  blockType: FormFieldType
  name: string
  label?: string | null
  required?: boolean | null
  options?: { label: string; value: string }[] | null
  /** The share of a row the editor gave it, in percent. */
  width?: number | null
}

/** The longest answer each kind of field takes; a form's own rules (the support form's) may say less. */
export const ANSWER_MAX_LENGTH = { text: 200, textarea: 2000, email: 255 } as const

const REQUIRED = validationMessage('required')

const requiredIf = (required: boolean) =>
  z.refine((value) => !required || String(value).length > 0, REQUIRED)

/** A text answer: trimmed, at most `max` characters, not empty if required. */
const textAnswer = (max: number, required: boolean) =>
  z.prefault(
    z
      .string()
      .check(
        z.trim(),
        requiredIf(required),
        z.maxLength(max, validationMessage('maxChars', { max })),
      ),
    '',
  )

// An answer left out is checked as an empty one (`prefault`): a required field cannot be skipped.
const answerSchema = ({ blockType, required, options }: FormField) => {
  const isRequired = Boolean(required)
  switch (blockType) {
    case 'text':
    case 'textarea':
      return textAnswer(ANSWER_MAX_LENGTH[blockType], isRequired)
    case 'email':
      return z.prefault(
        z.string().check(
          z.trim(),
          requiredIf(isRequired),
          z.maxLength(
            ANSWER_MAX_LENGTH.email,
            validationMessage('emailMaxChars', { max: ANSWER_MAX_LENGTH.email }),
          ),
          z.refine(
            (value) => value === '' || z.regexes.email.test(value),
            validationMessage('emailInvalid'),
          ),
        ),
        '',
      )
    case 'number':
      return z.prefault(
        z.string().check(
          z.trim(),
          requiredIf(isRequired),
          z.refine(
            (value) => value === '' || Number.isFinite(Number(value)),
            validationMessage('numberInvalid'),
          ),
        ),
        '',
      )
    case 'select': {
      const values = (options ?? []).map((option) => option.value)
      return z.prefault(
        z.string().check(
          requiredIf(isRequired),
          z.refine(
            (value) => value === '' || values.includes(value),
            validationMessage('choiceInvalid'),
          ),
        ),
        '',
      )
    }
    case 'checkbox':
      return z.prefault(
        z.boolean().check(z.refine((checked) => !isRequired || checked, REQUIRED)),
        false,
      )
  }
}

/**
 * The rules of a form an editor built: each field's kind, its required flag and the answer's
 * length, with the messages of the site's other forms. Shared by the page and the server.
 */
export const formSchema = (fields: readonly FormField[]) =>
  z.object({
    ...Object.fromEntries(fields.map((field) => [field.name, answerSchema(field)])),
    language: z._default(z.enum(LOCALES), 'fr'),
  })

export type FormAnswers = Record<string, string | boolean>

/**
 * The answers as the plugin stores them: one `{ field, value }` row per field, in the form's
 * order, a choice by its label in the form's language given (the studio reads French), so that
 * the list and the e-mails' {{field}} read "Haute", not "high".
 */
export const submissionRows = (fields: readonly FormField[], answers: FormAnswers) =>
  fields.map(({ name, options }) => {
    const value = String(answers[name] ?? '')
    const chosen = options?.find((option) => option.value === value)
    return { field: name, value: chosen?.label ?? value }
  })
