import { defineConfig } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './chromium.config'
import { nextStartArgs } from './scripts/lib/next-start'

/**
 * End-to-end tests on Debian's Chromium against the production build. `npm test` prepares the
 * database and the build, then Playwright starts `next start` on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Pictures of every page, compared within 1% of their pixels (a broken layout moves far more).
  snapshotPathTemplate: '{testDir}/screens/baselines/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
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
    url: `http://localhost:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
