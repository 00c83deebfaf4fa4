import fs from 'node:fs'

import pg from 'pg'

import { bin, ChildExitError, runNode } from './run'

const UNSETTLED_TOP_LEVEL_AWAIT = 13

const appliedMigrations = async (uri: string) => {
  const client = new pg.Client({ connectionString: uri })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_name = 'payload_migrations'",
    )
    if (rows[0]?.count === '0') return 0
    const applied = await client.query<{ count: string }>('select count(*) from payload_migrations')
    return Number(applied.rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

export const committedMigrations = () =>
  fs.readdirSync('migrations').filter((file) => /^\d{8}_\d{6}_.*\.ts$/.test(file)).length

/**
 * Applies the committed migrations to the DATABASE_URI of `env` (in a process of its own), then
 * checks in the database that every one of them is recorded: a child that ended early without
 * applying them must fail here, not three steps later.
 */
export const migrate = async (env: NodeJS.ProcessEnv = process.env) => {
  const run = () => runNode(bin.tsx, ['scripts/migrate.ts'], { env })
  try {
    await run()
  } catch (error) {
    // Exit 13 is Node 20's "unsettled top-level await": its module loader can still deadlock
    // while loading Payload's config on a cold tsx cache (see scripts/migrate.ts; it failed a CI
    // run once). Migrations run in transactions and skip what is applied: a second start, on a
    // warm cache, finishes the job. Any other failure is the migration's own and stands.
    if (!(error instanceof ChildExitError && error.exitCode === UNSETTLED_TOP_LEVEL_AWAIT))
      throw error
    console.warn('[migrate] the migration process deadlocked while loading (exit 13); once more')
    await run()
  }
  const uri = env.DATABASE_URI
  if (!uri) throw new Error('DATABASE_URI is not set')
  const applied = await appliedMigrations(uri)
  if (applied < committedMigrations()) {
    throw new Error(`Migrations: ${applied} of ${committedMigrations()} applied after migrate.`)
  }
}
