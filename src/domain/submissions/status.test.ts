import { describe, expect, it } from 'vitest'

import { canChangeSubmissionStatus, isNewSubmission } from './status'

describe('isNewSubmission', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('is new for 24 hours after it arrived', () => {
    expect(isNewSubmission({ createdAt: '2026-11-22T11:59:00Z', status: 'pending' }, now)).toBe(
      true,
    )
    expect(isNewSubmission({ createdAt: '2026-11-21T12:00:01Z', status: 'pending' }, now)).toBe(
      true,
    )
  })
  it('is not new once decided, however recent', () => {
    for (const status of ['approved', 'rejected'] as const) {
      expect(isNewSubmission({ createdAt: '2026-11-22T11:59:00Z', status }, now)).toBe(false)
    }
  })
  it('is no longer new from the 24th hour on', () => {
    expect(isNewSubmission({ createdAt: '2026-11-21T12:00:00Z', status: 'pending' }, now)).toBe(
      false,
    )
    expect(isNewSubmission({ createdAt: '2026-10-01T00:00:00Z', status: 'pending' }, now)).toBe(
      false,
    )
  })
})

describe('canChangeSubmissionStatus', () => {
  it('takes a decision once, from pending, and keeps it', () => {
    expect(canChangeSubmissionStatus('pending', 'approved')).toBe(true)
    expect(canChangeSubmissionStatus('pending', 'rejected')).toBe(true)
    expect(canChangeSubmissionStatus('rejected', 'rejected')).toBe(true)
    expect(canChangeSubmissionStatus('rejected', 'approved')).toBe(false)
    expect(canChangeSubmissionStatus('approved', 'pending')).toBe(false)
    expect(canChangeSubmissionStatus('rejected', 'pending')).toBe(false)
  })
})
