import { recordBuild } from './build-fingerprint'
import { precompressStatic } from './precompress-static'
import { bin, runNode } from './run'

/**
 * `next build`, the compressed copies of the static files the production front serves, then a
 * note of which sources it was built from. DATABASE_URI must be migrated.
 */
export const buildApp = async () => {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  await runNode(bin.next, ['build'])
  await precompressStatic(distDir)
  recordBuild()
}
