/**
 * `npm run audit:prod` (run by CI): `npm audit --omit=dev`, failing on any high or critical
 * vulnerability. When the registry has no advisory service (these machines' mirror answers 405)
 * it says so and exits 0, or 1 with AUDIT_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process'

import { auditVerdict, type AuditOutput } from './lib/audit-verdict'

const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let output: AuditOutput = {}
try {
  output = JSON.parse(npm.stdout) as AuditOutput
} catch {
  output = { message: `npm audit printed no report (exit ${npm.status}): ${npm.stderr.trim()}` }
}
const verdict = auditVerdict(output)
if (verdict.kind === 'unavailable') {
  console.warn(`npm audit --omit=dev: not checked, ${verdict.reason}`)
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0)
}
console.log(
  `npm audit --omit=dev: ${verdict.high} high, ${verdict.critical} critical (${verdict.kind})`,
)
process.exit(verdict.kind === 'failed' ? 1 : 0)
