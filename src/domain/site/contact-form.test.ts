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

  it('gives the spec’s messages for short fields and a bad e-mail', () => {
    expect(messages({ name: 'C', email: 'x', subject: 'abcd', message: 'court' })).toEqual({
      name: 'Le nom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      subject: 'Le sujet doit contenir au moins 5 caractères',
      message: 'Le message doit contenir au moins 20 caractères',
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
      name: 'Le nom ne peut pas dépasser 100 caractères',
      email: "L'email ne peut pas dépasser 255 caractères",
      subject: 'Le sujet ne peut pas dépasser 200 caractères',
      message: 'Le message ne peut pas dépasser 2000 caractères',
    })
    expect(messages({ ...valid, name: '    ' }).name).toBe(
      'Le nom doit contenir au moins 2 caractères',
    )
    expect(contactSchema.safeParse({ ...valid, priority: 'urgent' }).success).toBe(false)
  })
})
