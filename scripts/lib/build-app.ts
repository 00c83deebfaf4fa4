import { recordBuild } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { precompressStatic } from './precompress-static'
import { bin, runNode } from './run'

/**
 * `next build`, the compile hint on the public pages' scripts, the compressed copies of the
 * static files (after the hint, which changes them), then a note of which sources it was built
 * from. DATABASE_URI must be migrated.
 */
export const buildApp = async () => {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  await runNode(bin.next, ['build'])
  addCompileHints(distDir)
  await precompressStatic(distDir)
  recordBuild()
}
