/**
 * `npm test`: the whole suite, as CI runs it. The Debian packages the tests use (installed when it
 * may, or one line saying how); type-check, lint, format and generated types side by side; unit
 * and integration tests (vitest, each worker on its own database); end-to-end tests (Playwright on
 * Debian's Chromium) against a production build on a fresh, migrated, seeded database; the same
 * build as two instances behind nginx (tests/cluster). Every step runs even when one before it
 * failed, and prints its time; the end lists each failed test with the command that runs it
 * alone, the steps' times, and `N passed, N failed`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { checkGeneratedTypes } from './lib/check-generated'
import { runClusterTests } from './lib/cluster-tests'
import { RUNS, runEndToEndTests } from './lib/e2e-tests'
import { runNode } from './lib/run'
import { provideSystemPackages } from './lib/system-packages'
import {
  addTallies,
  closingLines,
  emptyTally,
  playwrightTally,
  quoted,
  vitestRerun,
  vitestTally,
  type Tally,
} from './lib/test-report'

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const node = (script: string, args: string[]) => () => runNode(path.resolve(script), args)

const packages = provideSystemPackages()
if (!packages.ok) {
  console.error(packages.message)
  process.exit(1)
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-reports-'))
const report = (name: string) => path.join(reports, name)
const started = Date.now()
const times: string[] = []
let tally: Tally = emptyTally()

/** A step: its time, and one failure (with the command to run it again) when it fails bare. */
const step = async (name: string, run: () => Promise<unknown>, rerun: string) => {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  const failed = await run().then(
    () => false,
    (error: unknown) => {
      console.error(`✘ ${name}: ${error instanceof Error ? error.message : String(error)}`)
      return true
    },
  )
  times.push(`${failed ? '✘' : '✔'} ${name} (${seconds(stepStarted)})`)
  console.log(times.at(-1))
  return { failed, rerun }
}

// The checks only read the sources: side by side, the two cores shared by the four.
const checks = await Promise.all([
  step('type-check', node('node_modules/typescript/bin/tsc', ['--noEmit']), 'npm run typecheck'),
  step(
    'lint',
    node('node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0']),
    'npx eslint . --max-warnings 0',
  ),
  step(
    'format',
    node('node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']),
    'npx prettier --check .',
  ),
  step('generated types', checkGeneratedTypes, 'npm run generate:types'),
])
// The builds of the steps below skip Next's own type-check when this one passed.
if (!checks[0]!.failed) process.env.STUDIO_TYPES_CHECKED = '1'
// A check is no test: it adds to the count only when it fails.
for (const check of checks.filter(({ failed }) => failed)) {
  tally.failed++
  tally.failures.push({ name: 'a check failed', where: '', rerun: check.rerun })
}

/** A test step counted by its JSON reports; a failure with no failed test counts once. */
const testStep = async (
  name: string,
  run: () => Promise<unknown>,
  rerun: string,
  count: () => Tally,
) => {
  const { failed } = await step(name, run, rerun)
  const counted = count()
  tally = addTallies(tally, counted)
  if (failed && counted.failed === 0) {
    tally.failed++
    tally.failures.push({ name: `${name}: the step failed`, where: '', rerun })
  }
}

await testStep(
  'unit and integration tests',
  node('node_modules/vitest/vitest.mjs', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report('vitest.json')}`,
  ]),
  'npx vitest run',
  () => vitestTally(report('vitest.json'), vitestRerun),
)
// Unset: the scratch databases are on an embedded PostgreSQL each step starts and stops.
const serverOfScratchDatabases = process.env.DATABASE_URI
await testStep(
  'end-to-end tests',
  () => runEndToEndTests([], reports),
  'npm run test:e2e',
  () =>
    RUNS.map(({ report: file }) =>
      playwrightTally(report(file), (where) => `npm run test:e2e -- ${where}`),
    ).reduce(addTallies, emptyTally()),
)
// The e2e step's build and settings, on a scratch database of the server the others used.
if (serverOfScratchDatabases === undefined) delete process.env.DATABASE_URI
else process.env.DATABASE_URI = serverOfScratchDatabases
await testStep(
  'two instances behind nginx',
  () =>
    runClusterTests([
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('cluster.json')}`,
    ]),
  'npm run test:cluster',
  () =>
    vitestTally(report('cluster.json'), (_file, name) =>
      name ? `npm run test:cluster -- -t ${quoted(name)}` : 'npm run test:cluster',
    ),
)

fs.rmSync(reports, { recursive: true, force: true })
console.log(`\n${times.join('\n')}\ntotal ${seconds(started)}\n`)
for (const line of closingLines(tally)) console.log(line)
process.exit(tally.failed > 0 ? 1 : 0)
