import { recordBuild } from './build-fingerprint'
import { bin, runNode } from './run'

/** `next build`, then a note of which sources it was built from. DATABASE_URI must be migrated. */
export const buildApp = async () => {
  await runNode(bin.next, ['build'])
  recordBuild()
}
