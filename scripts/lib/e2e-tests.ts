import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startAppProcess, type AppProcess } from './app-process'
import { buildApp } from './build-app'
import { migrate } from './migrate'
import { bin, runNode } from './run'
import { createScratchDatabase } from './scratch-database'

/**
 * The settings the e2e build and its servers run with (`npm run test:e2e`, `test:cluster` and
 * `npm test`): no SERVER_URL, so the suite runs `npm start`'s own set-up, which accepts any
 * loopback name on PORT (tests/e2e/origins.spec.ts) and links mails to http://localhost:PORT.
 */
export const applyEndToEndSettings = () => {
  const port = process.env.E2E_PORT ?? '3100'
  // The app sends its mails to the SMTP server the e2e tests run and read (tests/e2e/support).
  const smtpPort = process.env.E2E_SMTP_PORT ?? '2526'
  delete process.env.SERVER_URL
  Object.assign(process.env, {
    PORT: port,
    E2E_PORT: port,
    E2E_SMTP_PORT: smtpPort,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
    NODE_ENV: 'production',
  })
}

/**
 * Playwright's runs, one after another, in the order of the projects' dependencies
 * (playwright.config.ts): the screenshots on the seeded database alone, the journeys of their own
 * rows two files at a time, those that change or count what all share one at a time, then the
 * database's faults. Each run goes on whatever the one before it did, so the report counts every
 * test.
 */
export const RUNS = ['screens', 'app', 'shared', 'faults'].map((project) => ({
  projects: [project],
  report: `${project}.json`,
  // The screenshots' rows are added by a project of their own, run first.
  withDependencies: project === 'screens',
}))

/**
 * The end-to-end tests on a fresh database migrated and seeded as `npm start` makes it, with the
 * admin the README tells how to make, against a production build in NEXT_DIST_DIR made on that
 * database, in the RUNS above. `playwrightArgs` (a file, `file:line`, `-g name`) run those tests only;
 * `reportDir` receives each run's JSON report.
 */
export const runEndToEndTests = async (playwrightArgs: string[] = [], reportDir?: string) => {
  applyEndToEndSettings()
  const database = await createScratchDatabase('studio_e2e')
  // Uploads of this run only: a fresh database numbers submissions from 1 again.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-media-'))
  Object.assign(process.env, { DATABASE_URI: database.uri, MEDIA_DIR: mediaDir })
  let app: AppProcess | undefined
  try {
    await migrate()
    await runNode(bin.tsx, ['scripts/seed.ts', '--if-empty'])
    await runNode(bin.tsx, ['scripts/create-admin.ts', 'e2e-admin@test.example.com'], {
      stdio: 'ignore',
    })
    // Always built on this run's database: the prerendered pages name its content, down to each
    // picture's folder (random per seeding), and a build of an earlier run's database served
    // its pages with pictures this one does not have (403).
    await buildApp()
    // One server for every run: each run starting its own paid the start and the first load of
    // each route again (playwright.config.ts then starts none).
    app = await startAppProcess(Number(process.env.E2E_PORT), process.env, {
      showOutput: true,
    })
    process.env.E2E_APP_STARTED = '1'
    const playwright = (projects: readonly string[], report: string, withDependencies = false) =>
      runNode(
        path.resolve('node_modules/@playwright/test/cli.js'),
        [
          'test',
          // Each run is one step of the order the projects' dependencies set.
          ...projects.map((project) => `--project=${project}`),
          ...(projects.length > 0 && !withDependencies ? ['--no-deps'] : []),
          ...(reportDir ? ['--reporter=list,json'] : []),
          // A chosen test is in one of the runs only.
          ...(playwrightArgs.length > 0 ? ['--pass-with-no-tests', ...playwrightArgs] : []),
        ],
        reportDir
          ? { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, report) } }
          : {},
      )
    // Projects named in the arguments run as asked, once.
    const runs = playwrightArgs.some((arg) => arg.startsWith('--project'))
      ? [{ projects: [], report: 'chosen.json', withDependencies: true }]
      : RUNS
    const errors: unknown[] = []
    for (const { projects, report, withDependencies } of runs) {
      await playwright(projects, report, withDependencies).catch((error: unknown) =>
        errors.push(error),
      )
    }
    if (errors.length > 0) throw errors[0]
  } finally {
    delete process.env.E2E_APP_STARTED
    await app?.stop()
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}
