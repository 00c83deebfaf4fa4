/**
 * `npm test`: the whole suite, as CI runs it. The Debian packages the tests use (installed when it
 * may, or one line saying how), type-check, lint and format, generated types, unit and
 * integration tests (vitest, on a fresh database), then end-to-end tests (Playwright on Debian's
 * Chromium) against a production build started on a fresh, migrated, seeded database, and the
 * same build run as two instances behind nginx (tests/cluster).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildApp } from './lib/build-app'
import { checkGeneratedTypes } from './lib/check-generated'
import { runClusterTests } from './lib/cluster-tests'
import { migrate } from './lib/migrate'
import { bin, runNode } from './lib/run'
import { createScratchDatabase } from './lib/scratch-database'
import { provideSystemPackages } from './lib/system-packages'

const step = async (name: string, run: () => Promise<void>) => {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  await run()
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
const node = (script: string, args: string[]) => () => runNode(path.resolve(script), args)

// Unset: the scratch databases are on an embedded PostgreSQL each step starts and stops.
const serverOfScratchDatabases = process.env.DATABASE_URI
const packages = provideSystemPackages()
if (!packages.ok) {
  console.error(packages.message)
  process.exit(1)
}
await step('type-check', node('node_modules/typescript/bin/tsc', ['--noEmit']))
await step('lint', node('node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0']))
await step(
  'format',
  node('node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']),
)
await step('generated types', checkGeneratedTypes)
await step('unit and integration tests', node('node_modules/vitest/vitest.mjs', ['run']))

await step('end-to-end tests', async () => {
  const port = process.env.E2E_PORT ?? '3100'
  // The app sends its mails to the SMTP server the e2e tests run and read (tests/e2e/support).
  const smtpPort = process.env.E2E_SMTP_PORT ?? '2526'
  const database = await createScratchDatabase('studio_e2e')
  // Uploads of this run only: a fresh database numbers submissions from 1 again.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-media-'))
  // No SERVER_URL: the suite runs `npm start`'s own set-up, which accepts any loopback name on
  // PORT (tests/e2e/origins.spec.ts) and links mails to http://localhost:PORT.
  delete process.env.SERVER_URL
  Object.assign(process.env, {
    DATABASE_URI: database.uri,
    PORT: port,
    E2E_PORT: port,
    E2E_SMTP_PORT: smtpPort,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEXT_DIST_DIR: '.next-e2e',
    MEDIA_DIR: mediaDir,
    NODE_ENV: 'production',
  })
  try {
    // What `npm start` does on a fresh database, then the admin the README tells how to make.
    await migrate()
    await runNode(bin.tsx, ['scripts/seed.ts', '--if-empty'])
    await runNode(bin.tsx, ['scripts/create-admin.ts', 'e2e-admin@test.example.com'], {
      stdio: 'ignore',
    })
    await buildApp()
    const playwright = path.resolve('node_modules/@playwright/test/cli.js')
    // The screenshots first, on the seeded database alone; then everything else.
    await runNode(playwright, ['test', '--project=screens'])
    await runNode(playwright, ['test', '--project=app', '--project=faults'])
  } finally {
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
})
// The e2e step's build and settings, on a scratch database of the server the others used.
await step('two instances behind nginx', () => {
  if (serverOfScratchDatabases === undefined) delete process.env.DATABASE_URI
  else process.env.DATABASE_URI = serverOfScratchDatabases
  return runClusterTests()
})
process.exit(0)
