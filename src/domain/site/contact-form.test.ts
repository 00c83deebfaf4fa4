import { describe, expect, it } from 'vitest'

import { contactSchema } from './contact-form'

const valid = {
  name: 'Camille Dupont',
  email: 'camille@example.ch',
  subject: 'Mise à jour du site',
  message: 'Pouvez-vous changer les horaires sur la page contact ?',
}

const messages = (input: unknown) =>
  Object.fromEntries(
    contactSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
  )

describe('contactSchema', () => {
  it('accepts a valid message with medium priority and French by default', () => {
    expect(contactSchema.parse(valid)).toMatchObject({ priority: 'medium', language: 'fr' })
  })

  it('gives the spec messages’ keys for short fields and a bad e-mail', () => {
    expect(messages({ name: 'C', email: 'x', subject: 'abcd', message: 'court' })).toEqual({
      name: 'nameMinChars?min=2',
      email: 'emailInvalid',
      subject: 'subjectMinChars?min=5',
      message: 'messageMinChars?min=20',
    })
  })

  it('refuses over-long fields, a blank padded with spaces and an unknown priority', () => {
    expect(
      messages({
        name: 'n'.repeat(101),
        email: `${'a'.repeat(250)}@example.ch`,
        subject: 's'.repeat(201),
        message: 'm'.repeat(2001),
      }),
    ).toEqual({
      name: 'nameMaxChars?max=100',
      email: 'emailMaxChars?max=255',
      subject: 'subjectMaxChars?max=200',
      message: 'messageMaxChars?max=2000',
    })
    expect(messages({ ...valid, name: '    ' }).name).toBe('nameMinChars?min=2')
    expect(contactSchema.safeParse({ ...valid, priority: 'urgent' }).success).toBe(false)
  })

  it('gives a missing field the message of a short one', () => {
    expect(messages({})).toEqual({
      name: 'nameMinChars?min=2',
      email: 'emailInvalid',
      subject: 'subjectMinChars?min=5',
      message: 'messageMinChars?min=20',
    })
  })
})
