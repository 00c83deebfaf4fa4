import path from 'node:path'

import { buildIsCurrent } from './build-fingerprint'
import { buildApp } from './build-app'
import { migrate } from './migrate'
import { bin, runNode } from './run'
import { createScratchDatabase } from './scratch-database'

/**
 * The two-instance test (tests/cluster): a fresh database, migrated and seeded as `npm start`
 * makes it, the build in NEXT_DIST_DIR (made only when it is not of the current sources: after
 * the e2e step, that step's build), then the test, which starts the instances, Redis, the bucket
 * and nginx itself. `vitestArgs` go to vitest (`-t <name>` runs one test).
 */
export const runClusterTests = async (vitestArgs: string[] = []) => {
  const database = await createScratchDatabase('studio_cluster')
  process.env.DATABASE_URI = database.uri
  try {
    await migrate()
    await runNode(bin.tsx, ['scripts/seed.ts', '--if-empty'], { stdio: 'ignore' })
    if (!buildIsCurrent()) await buildApp()
    await runNode(path.resolve('node_modules/vitest/vitest.mjs'), [
      'run',
      '--config',
      'tests/cluster/vitest.config.ts',
      ...vitestArgs,
    ])
  } finally {
    await database.drop()
  }
}
