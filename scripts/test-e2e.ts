/**
 * `npm run test:e2e`: the end-to-end tests alone, on a fresh seeded database, against the e2e
 * build (.next-e2e, made on that database). Arguments go to Playwright:
 * `npm run test:e2e -- tests/e2e/portal.spec.ts:42` runs one test.
 */
import { runEndToEndTests } from './lib/e2e-tests'
import { provideSystemPackages } from './lib/system-packages'

const packages = provideSystemPackages()
if (!packages.ok) {
  console.error(packages.message)
  process.exit(1)
}
await runEndToEndTests(process.argv.slice(2))
process.exit(0)
