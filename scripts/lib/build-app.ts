import { recordBuild } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { bin, runNode } from './run'

/**
 * `next build`, the compile hint on the public pages' scripts, then a note of which sources it
 * was built from. DATABASE_URI must be migrated.
 */
export const buildApp = async () => {
  await runNode(bin.next, ['build'])
  addCompileHints(process.env.NEXT_DIST_DIR || '.next')
  recordBuild()
}
