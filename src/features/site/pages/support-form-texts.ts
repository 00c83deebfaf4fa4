import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { SUPPORT_FIELD_NAMES } from '@/domain/forms/form-settings'
import type { PublicForm } from '@/server/content'

type SupportField = (typeof SUPPORT_FIELD_NAMES)[number]

/** What the support form shows, as editors wrote it in /cms, in the page's language. */
export type SupportFormTexts = {
  labels: Record<SupportField, string>
  priorities: { value: string; label: string }[]
  submit: string
  confirmation: string
}

export const supportFormTexts = (form: PublicForm): SupportFormTexts => {
  const field = (name: SupportField) => form.fields.find((candidate) => candidate.name === name)
  return {
    labels: Object.fromEntries(
      SUPPORT_FIELD_NAMES.map((name) => [name, field(name)?.label || name]),
    ) as Record<SupportField, string>,
    priorities: field('priority')?.options ?? [],
    submit: form.submitButtonLabel ?? '',
    confirmation: convertLexicalToPlaintext({ data: form.confirmationMessage }),
  }
}
