import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { closingLines, playwrightTally, vitestRerun, vitestTally } from './test-report'

const write = (data: object) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.json')
  fs.writeFileSync(file, JSON.stringify(data))
  return file
}

describe('the closing tally of npm test', () => {
  it('counts Vitest tests, with the line and the command of each failure', () => {
    const file = write({
      testResults: [
        {
          name: path.resolve('tests/int/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            {
              fullName: 'a (b) fails',
              status: 'failed',
              location: { line: 12, column: 3 },
              failureMessages: [
                '\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n\n    at a.test.ts:12',
              ],
            },
            { fullName: 'a waits', status: 'skipped' },
          ],
        },
        // A file whose set-up threw before any test ran.
        {
          name: path.resolve('tests/int/b.test.ts'),
          status: 'failed',
          message: 'boom\nstack',
          assertionResults: [],
        },
      ],
    })
    const tally = vitestTally(file, vitestRerun)
    expect([tally.passed, tally.failed, tally.skipped]).toEqual([1, 2, 1])
    expect(tally.failures[0]).toEqual({
      name: 'a (b) fails',
      where: 'tests/int/a.test.ts:12',
      rerun: "npx vitest run tests/int/a.test.ts -t 'a \\(b\\) fails'",
      why: ['AssertionError: expected 1 to be 2', '    at a.test.ts:12'],
    })
    expect(tally.failures[1]).toMatchObject({ name: 'boom', where: 'tests/int/b.test.ts' })
  })

  it('counts Playwright tests in nested suites; flaky counts as failed, errors outside tests once', () => {
    const file = write({
      suites: [
        {
          specs: [
            {
              title: 'ok',
              file: 'x.spec.ts',
              line: 3,
              tests: [{ projectName: 'app', status: 'expected' }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'flaky',
                  file: 'x.spec.ts',
                  line: 9,
                  tests: [
                    {
                      projectName: 'app',
                      status: 'flaky',
                      results: [{ error: { message: 'Error: timed out\nline 2' } }, {}],
                    },
                  ],
                },
                {
                  title: 'off',
                  file: 'x.spec.ts',
                  line: 20,
                  tests: [{ projectName: 'app', status: 'skipped' }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'web server did not start' }],
    })
    const tally = playwrightTally(file, (where) => `npm run test:e2e -- ${where}`)
    expect([tally.passed, tally.failed, tally.skipped]).toEqual([1, 2, 1])
    expect(tally.failures[0]).toEqual({
      name: '[app] flaky',
      where: 'tests/e2e/x.spec.ts:9',
      rerun: 'npm run test:e2e -- tests/e2e/x.spec.ts:9',
      why: ['Error: timed out', 'line 2'],
    })
  })

  it('a missing report counts nothing', () => {
    expect(vitestTally('/nonexistent/report.json', vitestRerun)).toMatchObject({
      passed: 0,
      failed: 0,
    })
  })

  it('ends on `N passed, N failed`, with skipped only when a test was', () => {
    expect(closingLines({ passed: 3, failed: 0, skipped: 0, failures: [] })).toEqual([
      '3 passed, 0 failed',
    ])
    const lines = closingLines({
      passed: 1,
      failed: 1,
      skipped: 2,
      failures: [{ name: 't', where: 'f.ts:1', rerun: 'cmd', why: ['expected 1'] }],
    })
    expect(lines).toEqual([
      '✘ t',
      '    f.ts:1',
      '    cmd',
      '      expected 1',
      '1 passed, 1 failed, 2 skipped',
    ])
  })
})
