/** What `npm audit --json` prints: a report, or the registry's refusal. */
export type AuditOutput = {
  metadata?: { vulnerabilities?: Partial<Record<string, number>> }
  statusCode?: number
  message?: string
}

export type AuditVerdict =
  | { kind: 'passed' | 'failed'; high: number; critical: number }
  | { kind: 'unavailable'; reason: string }

/**
 * Issue 9: no high or critical vulnerability in the production dependencies. A registry without
 * the advisory service (these machines' mirror answers 405) cannot say: that is reported as
 * unavailable, never as passed.
 */
export const auditVerdict = (output: AuditOutput): AuditVerdict => {
  const counts = output.metadata?.vulnerabilities
  if (!counts) {
    return {
      kind: 'unavailable',
      reason: output.message ?? `the registry answered ${output.statusCode ?? 'nothing usable'}`,
    }
  }
  const high = counts.high ?? 0
  const critical = counts.critical ?? 0
  return { kind: high + critical > 0 ? 'failed' : 'passed', high, critical }
}
