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

  it('gives the spec’s message for every missing field', () => {
    expect(messages({})).toEqual({
      firstName: 'Prénom requis',
      lastName: 'Nom requis',
      companyName: "Nom de l'entreprise requis",
      email: 'Email invalide',
      phone: 'Numéro invalide',
      projectType: 'Type de projet requis',
      businessDescription: 'Minimum 100 caractères requis',
      briefConfirmed: 'Confirmation requise',
    })
  })

  it('counts the description without surrounding spaces and refuses a short phone', () => {
    expect(messages({ ...valid, businessDescription: ` ${'x'.repeat(99)}   ` })).toEqual({
      businessDescription: 'Minimum 100 caractères requis',
    })
    expect(messages({ ...valid, businessDescription: 'x'.repeat(100) })).toEqual({})
    expect(messages({ ...valid, phone: '079 000 0' })).toEqual({ phone: 'Numéro invalide' })
  })

  it('refuses an unknown offer, an unconfirmed brief and over-long text', () => {
    expect(messages({ ...valid, projectType: 'website' })).toHaveProperty('projectType')
    expect(messages({ ...valid, briefConfirmed: false })).toEqual({
      briefConfirmed: 'Confirmation requise',
    })
    expect(messages({ ...valid, businessDescription: 'x'.repeat(5001) })).toEqual({
      businessDescription: 'Maximum 5000 caractères',
    })
  })

  it('keeps markup as typed text', () => {
    const script = '<script>alert(1)</script> <b>Boulangerie</b>'
    expect(briefSchema.parse({ ...valid, companyName: script }).companyName).toBe(script)
  })
})
