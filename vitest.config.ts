import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

const testFiles = (...roots: string[]) =>
  roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(root, file)),
  )

/**
 * A file that changes the environment (the app's config reads it once, when first imported:
 * `process.env.SMTP_URL = …`, `vi.stubEnv`, a mail server of its own), replaces a module
 * (`vi.mock`) or resets the registry needs modules of its own. The others share their worker's
 * (`isolate: false`): the app and its Payload instance load once per worker instead of once per
 * file, which was most of the integration files' time and half the unit files'.
 */
const OWN_MODULES =
  /vi\.mock\(|vi\.resetModules\(|vi\.stubEnv\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|useSmtpServer\(/
const needsOwnModules = (file: string) => OWN_MODULES.test(fs.readFileSync(file, 'utf8'))

/** A layer as two projects: `name`, sharing modules, and `name-own-modules`. */
const layer = (
  name: string,
  files: string[],
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration[] =>
  [
    { name, include: files.filter((file) => !needsOwnModules(file)), isolate: false },
    { name: `${name}-own-modules`, include: files.filter(needsOwnModules), isolate: true },
  ].map((project) => ({
    resolve: { alias },
    test: { ...test, ...project, environment: 'node' },
  }))

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on two cores); the integration tests spend
    // much of their time waiting on PostgreSQL, so each core gets a worker and a half.
    maxWorkers: Math.ceil(os.availableParallelism() * 1.5),
    projects: [
      ...layer('unit', testFiles('src', 'collections', 'scripts', 'bench')),
      ...layer('int', testFiles('tests/int'), {
        // One database per worker slot, cloned from one migrated template: files run in
        // parallel, each slot's files one after another on its own database.
        globalSetup: ['tests/helpers/database-setup.ts'],
        setupFiles: ['tests/helpers/worker-database.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
    ],
  },
})
