/**
 * `npm run bench`: measures the production app and prints a table; `-- --check` exits non-zero
 * when a budget is missed; `-- --only=lighthouse,throughput` runs only the parts named. Writes
 * bench/results.json. Never part of `npm test`.
 */
import os from 'node:os'
import path from 'node:path'

import { provideSystemPackages } from '../scripts/lib/system-packages'
import { benchBackOffice } from './backoffice'
import { benchCluster } from './cluster'
import { benchIntake } from './intake'
import { startAppServer, type AppServer } from './lib/app-server'
import { treeRssMb } from './lib/process-memory'
import { table, withinBudget, writeResults, type Measure } from './lib/report'
import { benchLighthouse } from './lighthouse'
import { benchThroughput } from './throughput'

// In the order they run: the throughput part reads the server's idle memory, so it meets the
// server fresh; the intake runs before the back office, whose 10,000 rows are seeded after it.
// The cluster part starts instances of its own on the same database and build.
const PARTS: Record<string, (app: AppServer) => Promise<Measure[]>> = {
  throughput: benchThroughput,
  lighthouse: benchLighthouse,
  intake: benchIntake,
  backoffice: benchBackOffice,
  cluster: benchCluster,
}

const check = process.argv.includes('--check')
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const unknown = only?.filter((part) => !(part in PARTS)) ?? []
if (unknown.length) {
  console.error(
    `Unknown part(s): ${unknown.join(', ')}; the parts: ${Object.keys(PARTS).join(', ')}`,
  )
  process.exit(2)
}
const parts = Object.keys(PARTS).filter((part) => !only || only.includes(part))
const packages = provideSystemPackages()
if (!packages.ok) {
  console.error(packages.message)
  process.exit(1)
}
const port = Number(process.env.BENCH_PORT ?? 3200)

const app = await startAppServer(port)
const measures: Measure[] = []
try {
  for (const part of parts) measures.push(...(await PARTS[part]!(app)))
  // After the run, once V8 has had the time to collect what the load left behind.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  measures.push({
    section: 'server memory',
    name: 'RSS after the run',
    value: treeRssMb(app.pid),
    unit: 'MB',
    budget: { max: 300 },
  })
} finally {
  await app.stop()
}

console.log(`\n${table(measures)}\n`)
writeResults(path.join(import.meta.dirname, 'results.json'), measures, {
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  parts,
})
const missed = measures.filter((measure) => !withinBudget(measure))
if (missed.length) console.log(`${missed.length} budget(s) missed.`)
process.exit(check && missed.length ? 1 : 0)
