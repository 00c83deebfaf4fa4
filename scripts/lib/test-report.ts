import fs from 'node:fs'
import path from 'node:path'

/**
 * A test that did not pass: where it is, the command that runs it alone, and the first lines of
 * its error (`why`), so a CI log that keeps only its tail still says what went wrong.
 */
export type Failure = { name: string; where: string; rerun: string; why?: string[] }
export type Tally = { passed: number; failed: number; skipped: number; failures: Failure[] }

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0, failures: [] })

export const addTallies = (a: Tally, b: Tally): Tally => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  failures: [...a.failures, ...b.failures],
})

const readJson = <T>(file: string): T | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined

const relative = (file: string) => path.relative(process.cwd(), file)

// The colour codes a terminal reporter writes (ESC [ … m).
const COLOUR_CODES = /\u001b\[[0-9;]*m/g
const WHY_LINES = 6
/** The first non-empty lines of an error message, without terminal colours. */
export const firstLines = (message: string | undefined): string[] | undefined => {
  const lines = (message ?? '')
    .replace(COLOUR_CODES, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, WHY_LINES)
  return lines.length > 0 ? lines : undefined
}
/** Quoted for a POSIX shell: nothing inside single quotes is special but the quote itself. */
export const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

type VitestJson = {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: {
      fullName: string
      status: string
      location?: { line: number; column: number }
      failureMessages?: string[]
    }[]
  }[]
}

/**
 * The tally of a Vitest JSON report. A file that failed before any of its tests ran (an import
 * or a `beforeAll` that threw) counts as one failure. `rerun` is the command that runs one test.
 */
export const vitestTally = (file: string, rerun: (file: string, name: string) => string): Tally => {
  const report = readJson<VitestJson>(file)
  const tally = emptyTally()
  if (!report) return tally
  for (const result of report.testResults) {
    const testFile = relative(result.name)
    let failedHere = 0
    for (const test of result.assertionResults) {
      if (test.status === 'passed') tally.passed++
      else if (test.status === 'failed') {
        failedHere++
        tally.failures.push({
          name: test.fullName,
          where: test.location ? `${testFile}:${test.location.line}` : testFile,
          rerun: rerun(testFile, test.fullName),
          why: firstLines(test.failureMessages?.[0]),
        })
      } else tally.skipped++
    }
    if (result.status === 'failed' && failedHere === 0) {
      failedHere = 1
      tally.failures.push({
        name: result.message?.split('\n')[0] ?? 'the file failed to run',
        where: testFile,
        rerun: rerun(testFile, ''),
        why: firstLines(result.message)?.slice(1),
      })
    }
    tally.failed += failedHere
  }
  return tally
}

/** `-t` takes a pattern: the name's own brackets and dots are escaped. */
export const vitestRerun = (file: string, name: string) =>
  `npx vitest run ${file}${name ? ` -t ${quoted(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))}` : ''}`

type PlaywrightSuite = {
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    line: number
    tests: {
      projectName: string
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped'
      results?: { error?: { message?: string } }[]
    }[]
  }[]
}
type PlaywrightJson = { suites: PlaywrightSuite[]; errors?: { message?: string }[] }

/**
 * The tally of a Playwright JSON report (`--reporter=json`): a flaky test (passed on a retry)
 * counts as failed, since the suite runs without retries. An error outside any test (a global
 * set-up, the web server) counts as one failure.
 */
export const playwrightTally = (file: string, rerun: (where: string) => string): Tally => {
  const report = readJson<PlaywrightJson>(file)
  const tally = emptyTally()
  if (!report) return tally
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected') tally.passed++
        else if (test.status === 'skipped') tally.skipped++
        else {
          tally.failed++
          const where = `tests/e2e/${spec.file}:${spec.line}`
          tally.failures.push({
            name: `[${test.projectName}] ${spec.title}`,
            where,
            rerun: rerun(where),
            why: firstLines(test.results?.find((result) => result.error)?.error?.message),
          })
        }
      }
    }
    suite.suites?.forEach(visit)
  }
  report.suites.forEach(visit)
  for (const error of report.errors ?? []) {
    tally.failed++
    tally.failures.push({
      name: error.message?.split('\n')[0] ?? 'an error outside the tests',
      where: 'tests/e2e',
      rerun: rerun(''),
    })
  }
  return tally
}

/** The closing lines: each failure with its place and command, then `N passed, N failed`. */
export const closingLines = (tally: Tally): string[] => [
  ...tally.failures.flatMap(({ name, where, rerun, why = [] }) => [
    `✘ ${name}`,
    `    ${where}`,
    `    ${rerun}`,
    ...why.map((line) => `      ${line}`),
  ]),
  `${tally.passed} passed, ${tally.failed} failed` +
    (tally.skipped > 0 ? `, ${tally.skipped} skipped` : ''),
]
