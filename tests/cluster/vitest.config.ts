import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * The two-instance test alone (`npm run test:cluster`, which makes its database and build first):
 * not a project of the main config, whose `vitest run` has neither.
 */
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
