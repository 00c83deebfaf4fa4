/**
 * `npm run test:quick`: the loop for one change, in about two minutes. The files changed since
 * HEAD (or since `--base REV`), tracked or new, then, side by side: the type-check (incremental:
 * tsconfig keeps its build info), ESLint and Prettier on those files; then the unit and
 * integration tests that are changed or import a changed file (scripts/lib/related-tests.ts).
 * `npm test` stays the verdict: this is the first answer.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { relatedTests } from './lib/related-tests'
import { runNode } from './lib/run'

const baseIndex = process.argv.indexOf('--base')
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD'
const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)

const changed = [
  ...new Set([
    ...git('diff', '--name-only', base!),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => fs.existsSync(file))
if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`)
  process.exit(0)
}
console.log(`Changed since ${base}: ${changed.join(', ')}`)

const started = Date.now()
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const step = async (name: string, run: () => Promise<void>) => {
  const stepStarted = Date.now()
  const ok = await run().then(
    () => true,
    () => false,
  )
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds(stepStarted)})`)
  return ok
}
const node = (script: string, args: string[]) => () => runNode(path.resolve(script), args)
const code = changed.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file))

const checks = await Promise.all([
  step('type-check', node('node_modules/typescript/bin/tsc', ['--noEmit'])),
  code.length === 0
    ? Promise.resolve(true)
    : step(
        'lint',
        node('node_modules/eslint/bin/eslint.js', [
          '--max-warnings',
          '0',
          '--no-warn-ignored',
          ...code,
        ]),
      ),
  step(
    'format',
    node('node_modules/prettier/bin/prettier.cjs', [
      '--check',
      '--log-level',
      'warn',
      '--ignore-unknown',
      ...changed,
    ]),
  ),
])

// Every test file of the unit and integration projects (the cluster test needs a build).
const tests = [
  ...git('ls-files', '*.test.ts'),
  ...git('ls-files', '--others', '--exclude-standard', '*.test.ts'),
].filter((file) => !file.startsWith('tests/cluster/') && fs.existsSync(file))
const related = relatedTests(tests, code)
console.log(
  related.length === 0
    ? 'No unit or integration test imports these files (`npm test` runs them all).'
    : `${related.length} related test files: ${related.join(', ')}`,
)
const testsPassed =
  related.length === 0 ||
  (await step('related tests', node('node_modules/vitest/vitest.mjs', ['run', ...related])))

console.log(`total ${seconds(started)}`)
process.exit(checks.every(Boolean) && testsPassed ? 0 : 1)
