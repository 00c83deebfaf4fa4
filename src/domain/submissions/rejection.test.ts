import { describe, expect, it } from 'vitest'

import { REJECTION_REASON_MAX, rejectionReasonOf, rejectionSchema } from './rejection'

const reasonOf = (body: unknown) => {
  const parsed = rejectionSchema.safeParse(body)
  return parsed.success ? rejectionReasonOf(parsed.data) : parsed.error.issues[0]?.message
}

describe('rejectionSchema', () => {
  it('takes the reason trimmed, and no reason or a blank one as none', () => {
    expect(reasonOf({ reason: '  Budget trop serré \n' })).toBe('Budget trop serré')
    expect(reasonOf({ reason: ' \n ' })).toBeNull()
    expect(reasonOf({})).toBeNull()
  })

  it('keeps a reason at the limit and refuses one character more', () => {
    expect(reasonOf({ reason: 'x'.repeat(REJECTION_REASON_MAX) })).toHaveLength(
      REJECTION_REASON_MAX,
    )
    expect(reasonOf({ reason: 'x'.repeat(REJECTION_REASON_MAX + 1) })).toBe(
      `maxChars?max=${REJECTION_REASON_MAX}`,
    )
  })

  it('refuses a body that is not the form’s', () => {
    for (const body of [null, 'Budget', { reason: 42 }, { reason: ['a'] }]) {
      expect(reasonOf(body), JSON.stringify(body)).toBe('requestInvalid')
    }
  })
})
