/**
 * `npm start`: the whole app on one machine. Opens the database (embedded PostgreSQL unless
 * DATABASE_URI is set), applies migrations, seeds an empty database, builds when the sources
 * changed since the last build, then serves on PORT. `--dev` serves `next dev` instead;
 * `--rebuild` forces a build.
 */
import { spawn } from 'node:child_process'

import { env } from '../src/server/config/env'
import { buildIsCurrent } from './lib/build-fingerprint'
import { buildApp } from './lib/build-app'
import { openAppDatabase } from './lib/database'
import { migrate } from './lib/migrate'
import { nextStartArgs } from './lib/next-start'
import { bin, runNode } from './lib/run'

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
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => app.kill(signal))
}
app.once('exit', async (code, signal) => {
  await database.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
