/**
 * `npm run test:cluster`: the two-instance test alone (`npm test` runs it after the e2e tests, on
 * their build). It serves the e2e tests' build (.next-e2e, made with the same settings) and
 * makes it first when the sources changed since; NEXT_DIST_DIR chooses another folder. Arguments
 * go to vitest: `npm run test:cluster -- -t session` runs one test.
 */
import { runClusterTests } from './lib/cluster-tests'
import { applyEndToEndSettings } from './lib/e2e-tests'
import { provideSystemPackages } from './lib/system-packages'

const packages = provideSystemPackages()
if (!packages.ok) {
  console.error(packages.message)
  process.exit(1)
}
// The e2e step's settings: its build's pages are made for them.
applyEndToEndSettings()
await runClusterTests(process.argv.slice(2))
process.exit(0)
