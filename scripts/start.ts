/**
 * `npm start`: the whole app on one machine. Opens the database (embedded PostgreSQL unless
 * DATABASE_URI is set), applies migrations, seeds an empty database, builds when the sources
 * changed since the last build, then serves on PORT and, once it answers, prints the address to
 * open and how to make the first admin. `--dev` serves `next dev` instead; `--rebuild` forces a build.
 */
import { spawn } from 'node:child_process'

import { env } from '../src/server/platform/config/env'
import { buildIsCurrent } from './lib/build-fingerprint'
import { buildApp } from './lib/build-app'
import { openAppDatabase } from './lib/database'
import { migrate } from './lib/migrate'
import { nextStartArgs, nextStartEnv } from './lib/next-start'
import { bin, runNode } from './lib/run'
import { forgetServedAddress, readyMessage, recordServedAddress } from './lib/served-address'
import { waitUntilUp } from './lib/wait-until-up'

const dev = process.argv.includes('--dev')
const database = await openAppDatabase()

try {
  await migrate()
  await runNode(bin.tsx, ['scripts/seed.ts', '--if-empty'])
  if (!dev && (process.argv.includes('--rebuild') || !buildIsCurrent())) await buildApp()
} catch (error) {
  await database.stop()
  throw error
}

const args = dev ? [bin.next, 'dev', '-p', String(env.port)] : nextStartArgs(env.port)
const app = spawn(process.execPath, args, {
  env: nextStartEnv(),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => app.kill(signal))
}
let exited = false
app.once('exit', async (code, signal) => {
  exited = true
  forgetServedAddress()
  await database.stop()
  process.exit(code ?? (signal ? 1 : 0))
})

// `next dev` compiles the home page on this first request: give it longer.
const upWithin = dev ? 600_000 : 120_000
await waitUntilUp(`http://127.0.0.1:${env.port}/`, () => exited, upWithin).then(
  () => {
    recordServedAddress(env.serverUrl)
    console.log(readyMessage(env.serverUrl))
  },
  (error: unknown) => {
    // The server's own exit is reported by the handler above; a slow start only by this line.
    if (!exited) console.error(String(error))
  },
)
