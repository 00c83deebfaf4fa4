import { describe, expect, it } from 'vitest'

import { briefSchema } from './brief-schema'

const valid = {
  firstName: 'Camille',
  lastName: 'Dupont',
  companyName: 'Boulangerie Dupont',
  email: 'camille@example.ch',
  phone: '+41 79 000 00 00',
  projectType: 'pro_platform',
  businessDescription: 'Nous sommes une boulangerie artisanale à Genève. '.repeat(3),
  briefConfirmed: true,
}

const messages = (input: unknown) =>
  Object.fromEntries(
    briefSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
  )

describe('briefSchema', () => {
  it('accepts a complete brief, optional sites empty, French by default', () => {
    expect(briefSchema.parse(valid)).toMatchObject({
      likedSites: '',
      dislikedSites: '',
      language: 'fr',
    })
  })

  it('gives each missing field its message key (texts: src/server/platform/i18n)', () => {
    expect(messages({})).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      companyName: 'companyNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      projectType: 'projectTypeRequired',
      businessDescription: 'minCharsRequired?min=100',
      briefConfirmed: 'confirmationRequired',
    })
  })

  it('counts the description without surrounding spaces and refuses a short phone', () => {
    expect(messages({ ...valid, businessDescription: ` ${'x'.repeat(99)}   ` })).toEqual({
      businessDescription: 'minCharsRequired?min=100',
    })
    expect(messages({ ...valid, businessDescription: 'x'.repeat(100) })).toEqual({})
    expect(messages({ ...valid, phone: '079 000 0' })).toEqual({ phone: 'phoneInvalid' })
  })

  it('refuses an unknown offer, an unconfirmed brief and over-long text', () => {
    expect(messages({ ...valid, projectType: 'website' })).toHaveProperty('projectType')
    expect(messages({ ...valid, briefConfirmed: false })).toEqual({
      briefConfirmed: 'confirmationRequired',
    })
    expect(messages({ ...valid, businessDescription: 'x'.repeat(5001) })).toEqual({
      businessDescription: 'maxChars?max=5000',
    })
  })

  it('keeps markup as typed text', () => {
    const script = '<script>alert(1)</script> <b>Boulangerie</b>'
    expect(briefSchema.parse({ ...valid, companyName: script }).companyName).toBe(script)
  })
})
