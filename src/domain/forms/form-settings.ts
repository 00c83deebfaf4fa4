import * as z from 'zod/mini'

import { CONTACT_PRIORITIES } from '../site/contact-form'
import { publicPath } from '../web/public-pages'
import { validationMessage } from '../web/validation-message'
import type { FormField } from './form-fields'

/** The form the /support page shows; its field names are the contact rules' (contact-form.ts). */
export const SUPPORT_FORM_SLUG = 'support'
export const SUPPORT_FIELD_NAMES = ['name', 'email', 'subject', 'priority', 'message'] as const
/** Each support field's kind, and the priorities' values the contact rules take. */
const SUPPORT_FIELD_KINDS = {
  name: 'text',
  email: 'email',
  subject: 'text',
  priority: 'select',
  message: 'textarea',
} as const

/** A form's address: /formulaires/<slug>. */
export const FORM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Where visitors answer a form on the site (French route, English under /en): the support form on
 * the Support page, every other form on /formulaires/<slug>; null while its slug is not valid.
 */
export const formPath = (slug: string | null | undefined): string | null => {
  if (slug === SUPPORT_FORM_SLUG) return publicPath('support')
  return slug && FORM_SLUG_PATTERN.test(slug) ? `/formulaires/${slug}` : null
}
/** A field's name is a key of the answers and of the e-mails' {{name}}: a plain identifier. */
const FIELD_NAME_PATTERN = /^[a-z][a-zA-Z0-9_]*$/
/** The answers' own key: the page's language. */
const RESERVED_NAMES = new Set(['language'])

type Named = Pick<FormField, 'name'> & {
  blockType?: string
  options?: { value: string }[] | null
}

/** The support form's fields as the /support page and its rules need them; null when they are. */
const supportProblem = (fields: readonly Named[]) => {
  const missing = SUPPORT_FIELD_NAMES.filter((name) => !fields.some((field) => field.name === name))
  if (missing.length) {
    return validationMessage('supportFormFields', {
      fields: SUPPORT_FIELD_NAMES.join(', '),
      missing: missing.join(', '),
    })
  }
  for (const field of fields) {
    const kind = SUPPORT_FIELD_KINDS[field.name as keyof typeof SUPPORT_FIELD_KINDS]
    if (kind && field.blockType !== kind) {
      return validationMessage('supportFieldKind', { name: field.name, kind })
    }
  }
  const priorities = fields.find((field) => field.name === 'priority')?.options ?? []
  const values = priorities.map((option) => option.value).sort()
  if (values.join() !== [...CONTACT_PRIORITIES].sort().join()) {
    return validationMessage('supportPriorities', { values: CONTACT_PRIORITIES.join(', ') })
  }
  return null
}

/** What is wrong with a form's fields as an editor saved them (a validation key); null when fine. */
export const formFieldsProblem = (fields: readonly Named[] | null | undefined, slug?: string) => {
  if (!fields?.length) return validationMessage('formFieldsEmpty')
  const seen = new Set<string>()
  for (const { name } of fields) {
    if (!FIELD_NAME_PATTERN.test(name ?? '') || RESERVED_NAMES.has(name)) {
      return validationMessage('formFieldName', { name: name ?? '' })
    }
    if (seen.has(name)) return validationMessage('formFieldNameTwice', { name })
    seen.add(name)
  }
  return slug === SUPPORT_FORM_SLUG ? supportProblem(fields) : null
}

const PLACEHOLDER = /^\{\{([a-zA-Z0-9_]+)\}\}$/

/**
 * What is wrong with an e-mail setting's addresses (recipient, reply-to): a comma-separated list
 * of addresses or of {{field}} placeholders naming one of the form's e-mail fields; a validation
 * key when not, null when fine.
 */
export const addressesProblem = (
  value: string | null | undefined,
  emailFields: readonly string[],
  { required }: { required: boolean },
) => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return required ? validationMessage('addressRequired') : null
  for (const entry of entries) {
    const field = PLACEHOLDER.exec(entry)?.[1]
    if (field ? emailFields.includes(field) : z.regexes.email.test(entry)) continue
    return validationMessage(field ? 'addressFieldUnknown' : 'addressInvalid', { entry })
  }
  return null
}
