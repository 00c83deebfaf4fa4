import { describe, expect, it } from 'vitest'

import { addressesProblem, formFieldsProblem } from './form-settings'

describe('formFieldsProblem', () => {
  it('needs at least one field, with unique plain names', () => {
    expect(formFieldsProblem([])).toBe('Ajoutez au moins un champ au formulaire.')
    expect(formFieldsProblem(undefined)).toBe('Ajoutez au moins un champ au formulaire.')
    expect(formFieldsProblem([{ name: 'email' }, { name: 'email' }])).toBe(
      "Deux champs s'appellent « email » : chaque nom doit être unique.",
    )
    expect(formFieldsProblem([{ name: 'Full name' }])).toContain('« Full name »')
    expect(formFieldsProblem([{ name: 'language' }])).toContain('« language » est réservé')
    expect(formFieldsProblem([{ name: 'fullName' }, { name: 'seats_2' }])).toBeNull()
  })

  it('keeps the support form’s five fields, their kinds and the priorities’ values', () => {
    const priority = {
      name: 'priority',
      blockType: 'select',
      options: ['high', 'low', 'medium'].map((value) => ({ value })),
    }
    const fields = [
      { name: 'name', blockType: 'text' },
      { name: 'email', blockType: 'email' },
      { name: 'subject', blockType: 'text' },
      { name: 'message', blockType: 'textarea' },
    ]
    expect(formFieldsProblem(fields, 'support')).toContain('manque : priority')
    expect(formFieldsProblem(fields, 'atelier')).toBeNull()
    expect(formFieldsProblem([...fields, priority], 'support')).toBeNull()
    expect(formFieldsProblem([...fields, { ...priority, blockType: 'text' }], 'support')).toBe(
      'Le champ « priority » du formulaire de support reste de type « select ».',
    )
    expect(
      formFieldsProblem([...fields, { ...priority, options: [{ value: 'low' }] }], 'support'),
    ).toContain('gardent les valeurs low, medium, high')
  })
})

describe('addressesProblem', () => {
  const emailFields = ['email']
  it('takes addresses and {{field}} of e-mail fields, separated by commas', () => {
    expect(addressesProblem('a@test.ch, b@test.ch', emailFields, { required: true })).toBeNull()
    expect(addressesProblem('{{email}}', emailFields, { required: true })).toBeNull()
    expect(addressesProblem('', emailFields, { required: false })).toBeNull()
  })

  it('names what is wrong, in French', () => {
    expect(addressesProblem(' ', emailFields, { required: true })).toBe(
      'Indiquez au moins une adresse e-mail.',
    )
    expect(addressesProblem('a@test.ch; b@test.ch', emailFields, { required: true })).toBe(
      'Adresse e-mail invalide : « a@test.ch; b@test.ch ». Séparez plusieurs adresses par des virgules.',
    )
    expect(addressesProblem('{{name}}', emailFields, { required: true })).toBe(
      '« {{name}} » ne désigne aucun champ e-mail du formulaire.',
    )
  })
})
