import type { Field } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { BRIEF_LIMITS, type BriefTextField } from '@/domain/submissions/brief-limits'
import { briefSchema } from '@/domain/submissions/brief-schema'
import { briefInputLimits } from '@/features/brief/field-limits'

import { ProjectSubmissions } from '.'

/** The collection's fields, rows unfolded, by name. */
const fieldsByName = (fields: Field[]): Map<string, Field> =>
  new Map(
    fields.flatMap((field): [string, Field][] =>
      field.type === 'row'
        ? [...fieldsByName(field.fields)]
        : 'name' in field
          ? [[field.name, field]]
          : [],
    ),
  )

const validBrief = {
  firstName: 'Camille',
  lastName: 'Dupont',
  companyName: 'Boulangerie Dupont',
  email: 'camille@example.ch',
  phone: '+41 79 000 00 00',
  projectType: 'pro_platform',
  businessDescription: 'd'.repeat(BRIEF_LIMITS.businessDescription.min),
  briefConfirmed: true,
}

describe('the brief’s limits, one set for the form, the server and the panel', () => {
  const fields = fieldsByName(ProjectSubmissions.fields)
  const textFields = Object.entries(BRIEF_LIMITS).filter(([name]) => name !== 'email')

  it.each(textFields)('%s: the collection’s field has the same lengths', (name, limits) => {
    const field = fields.get(name) as { minLength?: number; maxLength?: number }
    expect(field.maxLength).toBe(limits.max)
    expect(field.minLength).toBe('min' in limits ? limits.min : undefined)
  })

  it.each(textFields)('%s: the form’s input stops at the same maximum', (name, { max }) => {
    expect(briefInputLimits(name as BriefTextField)).toEqual({ maxLength: max })
  })

  it('the collection refuses an unconfirmed brief with the schema’s message, in the request’s language', () => {
    const field = fields.get('briefConfirmed') as {
      validate: (value: unknown, options: { req: unknown }) => true | string
    }
    const req = (language: string) => ({ req: { i18n: { language } } })
    expect(field.validate(true, req('en'))).toBe(true)
    expect(field.validate(false, req('en'))).toBe('Confirmation required')
    expect(field.validate(null, req('fr'))).toBe('Confirmation requise')
  })

  it.each(textFields)('%s: the schema takes the maximum and refuses one more', (name, { max }) => {
    // Digits and spaces: valid in every text field (the phone's too).
    const atMax = '1 '.repeat(max).slice(0, max - 1) + '1'
    expect(briefSchema.safeParse({ ...validBrief, [name]: atMax }).success).toBe(true)
    const over = briefSchema.safeParse({ ...validBrief, [name]: `${atMax}1` })
    expect(over.success).toBe(false)
    expect(over.error?.issues.map(({ path }) => path.join('.'))).toEqual([name])
  })

  it.each(textFields.filter(([, limits]) => 'min' in limits))(
    '%s: the schema refuses one character under the minimum',
    (name, limits) => {
      const min = (limits as { min: number }).min
      const under = briefSchema.safeParse({ ...validBrief, [name]: '1'.repeat(min - 1) })
      expect(under.error?.issues.map(({ path }) => path.join('.'))).toEqual([name])
      expect(briefSchema.safeParse({ ...validBrief, [name]: '1'.repeat(min) }).success).toBe(true)
    },
  )

  it('email: the schema takes an address of the maximum length and refuses one more', () => {
    // A 64-character local part and a domain of labels of at most 63, as addresses may have.
    const address = (length: number) => {
      const domainLength = length - 65 - '.ch'.length
      const labels = Array.from({ length: Math.ceil(domainLength / 64) }, (_, index) =>
        'b'.repeat(Math.min(63, domainLength - index * 64)),
      )
      return `${'a'.repeat(64)}@${labels.join('.')}.ch`
    }
    const max = BRIEF_LIMITS.email.max
    expect(address(max)).toHaveLength(max)
    expect(briefSchema.safeParse({ ...validBrief, email: address(max) }).success).toBe(true)
    const over = briefSchema.safeParse({ ...validBrief, email: address(max + 1) })
    expect(over.error?.issues.map(({ path }) => path.join('.'))).toEqual(['email'])
  })
})

describe('a brief limit changed in its one place', () => {
  afterEach(() => {
    vi.doUnmock('@/domain/submissions/brief-limits')
    vi.resetModules()
  })

  it('changes the schema, the form’s input and counter, and the collection alike', async () => {
    vi.resetModules()
    vi.doMock('@/domain/submissions/brief-limits', () => ({
      BRIEF_LIMITS: {
        ...BRIEF_LIMITS,
        companyName: { min: 3, max: 7 },
        businessDescription: { min: 12, max: 5000 },
      },
    }))
    const { briefSchema: schema } = await import('@/domain/submissions/brief-schema')
    const form = await import('@/features/brief/field-limits')
    const collection = await import('.')

    const brief = { ...validBrief, businessDescription: 'd'.repeat(12) }
    expect(schema.safeParse({ ...brief, companyName: '1234567' }).success).toBe(true)
    expect(schema.safeParse({ ...brief, companyName: '12345678' }).success).toBe(false)
    expect(schema.safeParse({ ...brief, companyName: '12' }).success).toBe(false)
    expect(schema.safeParse({ ...brief, businessDescription: 'd'.repeat(11) }).success).toBe(false)
    expect(form.briefInputLimits('companyName')).toEqual({ maxLength: 7 })
    expect(form.DESCRIPTION_MIN_CHARS).toBe(12)
    expect(fieldsByName(collection.ProjectSubmissions.fields).get('companyName')).toMatchObject({
      minLength: 3,
      maxLength: 7,
    })
  })
})
