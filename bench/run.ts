/**
 * `npm run bench`: measures the production app and prints a table; `-- --check` exits non-zero
 * when a budget is missed. Writes bench/results.json. Never part of `npm test`.
 */
import os from 'node:os'
import path from 'node:path'

import { benchIntake } from './intake'
import { startAppServer } from './lib/app-server'
import { table, withinBudget, writeResults } from './lib/report'

const check = process.argv.includes('--check')
const port = Number(process.env.BENCH_PORT ?? 3200)

const app = await startAppServer(port)
let measures
try {
  measures = [...(await benchIntake(app))]
} finally {
  await app.stop()
}

console.log(`\n${table(measures)}\n`)
writeResults(path.join(import.meta.dirname, 'results.json'), measures, {
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
})
const missed = measures.filter((measure) => !withinBudget(measure))
if (missed.length) console.log(`${missed.length} budget(s) missed.`)
process.exit(check && missed.length ? 1 : 0)
