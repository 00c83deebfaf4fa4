import { describe, expect, it } from 'vitest'

import { addressesProblem, formFieldsProblem, formPath } from './form-settings'

describe('formFieldsProblem', () => {
  it('needs at least one field, with unique plain names', () => {
    expect(formFieldsProblem([])).toBe('formFieldsEmpty')
    expect(formFieldsProblem(undefined)).toBe('formFieldsEmpty')
    expect(formFieldsProblem([{ name: 'email' }, { name: 'email' }])).toBe(
      'formFieldNameTwice?name=email',
    )
    expect(formFieldsProblem([{ name: 'Full name' }])).toBe('formFieldName?name=Full+name')
    expect(formFieldsProblem([{ name: 'language' }])).toBe('formFieldName?name=language')
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
    expect(formFieldsProblem(fields, 'support')).toBe(
      'supportFormFields?fields=name%2C+email%2C+subject%2C+priority%2C+message&missing=priority',
    )
    expect(formFieldsProblem(fields, 'atelier')).toBeNull()
    expect(formFieldsProblem([...fields, priority], 'support')).toBeNull()
    expect(formFieldsProblem([...fields, { ...priority, blockType: 'text' }], 'support')).toBe(
      'supportFieldKind?name=priority&kind=select',
    )
    expect(
      formFieldsProblem([...fields, { ...priority, options: [{ value: 'low' }] }], 'support'),
    ).toBe('supportPriorities?values=low%2C+medium%2C+high')
  })
})

describe('addressesProblem', () => {
  const emailFields = ['email']
  it('takes addresses and {{field}} of e-mail fields, separated by commas', () => {
    expect(addressesProblem('a@test.ch, b@test.ch', emailFields, { required: true })).toBeNull()
    expect(addressesProblem('{{email}}', emailFields, { required: true })).toBeNull()
    expect(addressesProblem('', emailFields, { required: false })).toBeNull()
  })

  it('names what is wrong by a key, with the entry at fault', () => {
    expect(addressesProblem(' ', emailFields, { required: true })).toBe('addressRequired')
    expect(addressesProblem('a@test.ch; b@test.ch', emailFields, { required: true })).toBe(
      'addressInvalid?entry=a%40test.ch%3B+b%40test.ch',
    )
    expect(addressesProblem('{{name}}', emailFields, { required: true })).toBe(
      'addressFieldUnknown?entry=%7B%7Bname%7D%7D',
    )
  })
})

describe('formPath', () => {
  it('is the Support page for the support form, /formulaires/<slug> for the others', () => {
    expect(formPath('support')).toBe('/support')
    expect(formPath('inscription-atelier')).toBe('/formulaires/inscription-atelier')
  })

  it('is null while the slug is empty or not a valid address', () => {
    for (const slug of [null, undefined, '', 'Pas Valide', 'a--b', '../admin']) {
      expect(formPath(slug)).toBeNull()
    }
  })
})
