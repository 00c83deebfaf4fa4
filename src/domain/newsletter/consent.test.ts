import { describe, expect, it } from 'vitest'

import { confirmationExpiry, mayResendConfirmation, purgeUnconfirmedBefore } from './consent'

const now = new Date('2026-11-25T12:00:00Z')

describe('newsletter consent rules', () => {
  it('keeps a confirmation link valid for exactly 7 days', () => {
    expect(confirmationExpiry(now).toISOString()).toBe('2026-12-02T12:00:00.000Z')
  })

  it('sends a first confirmation, then none until 10 minutes have passed', () => {
    expect(mayResendConfirmation(null, now)).toBe(true)
    expect(mayResendConfirmation(new Date('2026-11-25T11:50:01Z'), now)).toBe(false)
    expect(mayResendConfirmation(new Date('2026-11-25T11:50:00Z'), now)).toBe(true)
  })

  it('purges what was created more than 30 days ago', () => {
    expect(purgeUnconfirmedBefore(now).toISOString()).toBe('2026-10-26T12:00:00.000Z')
  })
})
