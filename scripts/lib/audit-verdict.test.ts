import { describe, expect, it } from 'vitest'

import { auditVerdict } from './audit-verdict'

const report = (counts: Record<string, number>) => ({
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
})

describe('the dependency audit’s verdict', () => {
  it('passes with low and moderate findings only', () => {
    expect(auditVerdict(report({ low: 3, moderate: 2 }))).toEqual({
      kind: 'passed',
      high: 0,
      critical: 0,
    })
  })

  it('fails on one high or one critical finding', () => {
    expect(auditVerdict(report({ high: 1 })).kind).toBe('failed')
    expect(auditVerdict(report({ critical: 1 }))).toEqual({ kind: 'failed', high: 0, critical: 1 })
  })

  it('never passes when the registry gave no report', () => {
    const refused = { statusCode: 405, message: '405 Method Not Allowed - POST …/advisories/bulk' }
    expect(auditVerdict(refused)).toEqual({ kind: 'unavailable', reason: refused.message })
    expect(auditVerdict({})).toEqual({
      kind: 'unavailable',
      reason: 'the registry answered nothing usable',
    })
  })
})
