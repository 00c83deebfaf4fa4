import fs from 'node:fs'
import path from 'node:path'

import { recordBuild } from './build-fingerprint'
import { precompressStatic } from './precompress-static'
import { bin, runNode } from './run'

/**
 * Removes the data that Next.js keeps between builds (`unstable_cache` entries, under
 * <distDir>/cache/fetch-cache): a build must prerender what the database holds now, and a cached
 * entry may come from another database (a restored backup, a test's or the bench's scratch one).
 * Its compiler cache stays: it depends on the sources only.
 */
export const clearDataCache = (distDir: string) =>
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })

/**
 * `next build` on a cleared data cache, the compressed copies of the static files the production
 * front serves, then a note of which sources it was built from. DATABASE_URI must be migrated.
 */
export const buildApp = async () => {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  clearDataCache(distDir)
  await runNode(bin.next, ['build'])
  await precompressStatic(distDir)
  recordBuild()
}
