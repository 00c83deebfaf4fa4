import { describe, expect, it } from 'vitest'

import { type FormField, formSchema, submissionRows } from './form-fields'

const fields: FormField[] = [
  { blockType: 'text', name: 'fullName', required: true },
  { blockType: 'email', name: 'email' },
  { blockType: 'number', name: 'seats' },
  {
    blockType: 'select',
    name: 'session',
    required: true,
    options: [{ label: 'Matin', value: 'morning' }],
  },
  { blockType: 'checkbox', name: 'consent', required: true },
  { blockType: 'textarea', name: 'notes' },
]

const messages = (input: unknown) =>
  Object.fromEntries(
    formSchema(fields)
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  )

describe('formSchema', () => {
  it('accepts a valid answer, trimmed, optional fields empty, French by default', () => {
    expect(
      formSchema(fields).parse({ fullName: '  Léa ', session: 'morning', consent: true }),
    ).toEqual({
      fullName: 'Léa',
      email: '',
      seats: '',
      session: 'morning',
      consent: true,
      notes: '',
      language: 'fr',
    })
  })

  it('gives each field’s message key', () => {
    expect(messages({ fullName: ' ', email: 'x', seats: 'deux', session: 'soir' })).toEqual({
      fullName: 'required',
      email: 'emailInvalid',
      seats: 'numberInvalid',
      session: 'choiceInvalid',
      consent: 'required',
    })
    expect(
      messages({
        fullName: 'L'.repeat(201),
        session: 'morning',
        consent: true,
        notes: 'n'.repeat(2001),
      }),
    ).toEqual({ fullName: 'maxChars?max=200', notes: 'maxChars?max=2000' })
    expect(messages({ fullName: 42, session: 'morning', consent: 'oui' })).toHaveProperty(
      'fullName',
    )
  })
})

describe('submissionRows', () => {
  it('keeps the form’s order and stores a choice by its label', () => {
    expect(submissionRows(fields, { fullName: 'Léa', session: 'morning', consent: true })).toEqual([
      { field: 'fullName', value: 'Léa' },
      { field: 'email', value: '' },
      { field: 'seats', value: '' },
      { field: 'session', value: 'Matin' },
      { field: 'consent', value: 'true' },
      { field: 'notes', value: '' },
    ])
  })
})
