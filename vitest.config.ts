import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/**
 * A file that sets the app's environment before it imports the app (`await import(` after
 * `process.env.SMTP_URL = …`: the config reads it once) or replaces a module (`vi.mock`) needs
 * a module registry of its own. The others share their worker's: the app and its Payload
 * instance load once per worker instead of once per file, which was most of their time.
 */
const needsOwnModules = (file: string) =>
  /await import\(|vi\.mock\(/.test(fs.readFileSync(file, 'utf8'))
const intFiles = fs
  .readdirSync('tests/int', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('tests/int', file))

const intProject = (name: string, files: string[], isolate: boolean) => ({
  resolve: { alias },
  test: {
    name,
    include: files,
    isolate,
    environment: 'node' as const,
    // One database per worker slot, cloned from one migrated template: files run in
    // parallel, each slot's files one after another on its own database.
    globalSetup: ['tests/helpers/database-setup.ts'],
    setupFiles: ['tests/helpers/worker-database.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

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
      intProject(
        'int',
        intFiles.filter((file) => !needsOwnModules(file)),
        false,
      ),
      intProject('int-own-modules', intFiles.filter(needsOwnModules), true),
    ],
  },
})
