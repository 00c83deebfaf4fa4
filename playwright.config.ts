import { defineConfig } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './chromium.config'
import { nextStartArgs, nextStartEnv } from './scripts/lib/next-start'

/**
 * End-to-end tests on Debian's Chromium against the production build. `npm test` prepares the
 * database and the build, then Playwright starts `next start` on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  // The real SMTP server the app sends to, its mails read by every worker.
  globalSetup: './tests/e2e/support/mail-spool.ts',
  fullyParallel: false,
  workers: 1,
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
    // On the fresh seeded database before anything else writes to it (npm test runs it first).
    { name: 'screens', testMatch: /\.screens\.ts$/ },
    { name: 'app', testMatch: /\.spec\.ts$/ },
    // Fault tests take shared parts (the database) away from the app: after everything else.
    { name: 'faults', testMatch: /\.faults\.ts$/, dependencies: ['app'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: ['node', ...nextStartArgs(port)].join(' '),
    env: nextStartEnv() as Record<string, string>,
    url: `http://localhost:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
