import { describe, expect, it } from 'vitest'

import { changedContactFields, contactDetailsSchema, isPhoneNumber } from './contact-details'

const valid = {
  firstName: 'Léa',
  lastName: 'Favre',
  companyName: 'Fromagerie du Lac',
  contactEmail: 'compta@fromagerie.example',
  phone: '+41 22 555 01 02',
}

const messages = (input: unknown) =>
  Object.fromEntries(
    (contactDetailsSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

describe('contact details', () => {
  it('accepts full details, trimmed, and empty optional ones', () => {
    expect(contactDetailsSchema.parse({ ...valid, firstName: ' Léa ' }).firstName).toBe('Léa')
    expect(
      contactDetailsSchema.safeParse({ ...valid, companyName: '', contactEmail: '', phone: ' ' })
        .success,
    ).toBe(true)
  })

  it('refuses short or long names, a bad address or phone, with the forms’ message keys', () => {
    expect(
      messages({
        firstName: 'L',
        lastName: 'x'.repeat(101),
        companyName: 'x'.repeat(201),
        contactEmail: 'compta@',
        phone: '12',
      }),
    ).toEqual({
      firstName: 'minChars?min=2',
      lastName: 'maxChars?max=100',
      companyName: 'maxChars?max=200',
      contactEmail: 'emailInvalid',
      phone: 'phoneInvalid',
    })
  })

  it('refuses the wrong types', () => {
    expect(contactDetailsSchema.safeParse({ ...valid, phone: 41225550102 }).success).toBe(false)
    expect(contactDetailsSchema.safeParse(null).success).toBe(false)
  })

  it('takes a phone of 10 to 40 characters', () => {
    expect([9, 10, 40, 41].map((length) => isPhoneNumber('1'.repeat(length)))).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
})

describe('changedContactFields', () => {
  it('names the details that differ, an empty one the same as an unset one', () => {
    expect(
      changedContactFields(
        { firstName: 'Léa', phone: null, companyName: 'Avant', contactEmail: '' },
        { firstName: 'Léa', phone: '', companyName: 'Après', lastName: 'Favre' },
      ),
    ).toEqual(['lastName', 'companyName'])
  })
})
