import { defineConfig } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './chromium.config'
import { nextStartArgs, nextStartEnv } from './scripts/lib/next-start'

/**
 * End-to-end tests on Debian's Chromium against the production build. `npm test` prepares the
 * database and the build, then Playwright starts `next start` on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * The journeys that change or count what every test shares, run one at a time once the others
 * are done: the settings and the CMS's content (the home, legal and site pages, FAQ, forms, case
 * studies, posts), totals over every row (the dashboard, the pipeline's first cards, the admins'
 * bell), the admins themselves, the whole job queue, a second server on the same database. The
 * others make and read rows of their own, two files at a time.
 */
const SHARED_STATE = [
  'auth-first-setup', // sets every admin aside while the first user claims the role
  'backoffice-dashboard', // counts every project and request
  'backoffice-finances', // the studio's billing details; the month's totals
  'backoffice-invoice-editor', // VAT settings; the revenue chart
  'backoffice-settings',
  'backoffice-submissions', // the dashboard's counts
  'cms-forms', // the support form's recipient
  'cms-home',
  'cms-legal-pages',
  'cms-site-pages', // the studio's identity, which every page shows
  'front', // a second server on the same database, renames a glossary term
  'layout-width', // a hundred rows in every list
  'notifications', // the admins' bell counts every brief and request
  'portal', // the studio's billing details
  'portal-collaboration', // brings every waiting digest forward, runs the whole queue
  'site-blog', // an empty blog, then posts
  'site-case-studies',
  'site-home', // the identity's WhatsApp link; typing speed measured in milliseconds
  'site-pages', // edits the FAQ
  'stored-xss', // its rows among the newest of every list
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  // The real SMTP server the app sends to, its mails read by every worker.
  globalSetup: './tests/e2e/support/mail-spool.ts',
  // Files in parallel, each file's tests in order.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Pictures of every page: a pixel differs past a tenth of the colour scale (light grey panels on
  // a lighter page count), and at most 0.2% of them may (a line of text such as an IP address).
  snapshotPathTemplate: '{testDir}/screens/baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: { threshold: 0.1, maxDiffPixelRatio: 0.002, animations: 'disabled' },
  },
  projects: [
    // On the fresh seeded database before anything else writes to it (npm test runs it first),
    // with the rows of its set-up.
    { name: 'screens-data', testMatch: /screens-data\.setup\.ts$/ },
    { name: 'screens', testMatch: /\.screens\.ts$/, dependencies: ['screens-data'] },
    { name: 'app', testMatch: /\.spec\.ts$/, testIgnore: SHARED_STATE },
    { name: 'shared', testMatch: SHARED_STATE, dependencies: ['app'], workers: 1 },
    // Fault tests take shared parts (the database) away from the app: after everything else.
    { name: 'faults', testMatch: /\.faults\.ts$/, dependencies: ['shared'], workers: 1 },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // `npm test` and `npm run test:e2e` start one server for all their runs (scripts/lib/e2e-tests.ts).
  webServer: process.env.E2E_APP_STARTED
    ? undefined
    : {
        command: ['node', ...nextStartArgs(port)].join(' '),
        env: nextStartEnv() as Record<string, string>,
        url: `http://localhost:${port}/`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
})
