import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on two cores); the integration tests spend
    // much of their time waiting on PostgreSQL, so each core gets a worker and a half.
    maxWorkers: Math.ceil(os.availableParallelism() * 1.5),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'collections/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // One database per worker slot, cloned from one migrated template: files run in
          // parallel, each slot's files one after another on its own database.
          globalSetup: ['tests/helpers/database-setup.ts'],
          setupFiles: ['tests/helpers/worker-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
