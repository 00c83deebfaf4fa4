import { spawn } from 'node:child_process'

import pg from 'pg'

import { exitOf, runTool, stderrOf } from './backup-process'
import { connectionOf, type PostgresTools } from './backup-postgres-tools'

const queryOne = async <Row extends pg.QueryResultRow>(uri: string, sql: string) => {
  const client = new pg.Client({ connectionString: uri })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query<Row>(sql)
    return rows[0] as Row
  } finally {
    await client.end()
  }
}

/** The server's version, e.g. "17.6" (what decides which pg_dump can dump it). */
export const serverVersion = async (uri: string) =>
  (await queryOne<{ server_version: string }>(uri, 'show server_version')).server_version.split(
    ' ',
  )[0] ?? ''

export const appliedMigrationCount = async (uri: string) => {
  const { exists } = await queryOne<{ exists: boolean }>(
    uri,
    "select to_regclass('public.payload_migrations') is not null as exists",
  )
  if (!exists) throw new Error('The database has no payload_migrations table: it holds no app.')
  const { count } = await queryOne<{ count: string }>(
    uri,
    'select count(*) from payload_migrations',
  )
  return Number(count)
}

/** Empty: not one table, view or sequence outside PostgreSQL's own schemas. */
export const isDatabaseEmpty = async (uri: string) => {
  const { count } = await queryOne<{ count: string }>(
    uri,
    `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`,
  )
  return count === '0'
}

/** pg_dump in its custom format: compressed, and read back selectively by pg_restore. */
export const dumpDatabase = async (tools: PostgresTools, uri: string, file: string) => {
  const { dbname, env } = connectionOf(uri)
  await runTool(tools.pgDump, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env })
}

/** Reads the dump's table of contents: a damaged or foreign file fails here. */
export const checkDump = async (tools: PostgresTools, file: string) => {
  await runTool(tools.pgRestore, ['--list', file])
}

/*
 * Empties the app's schema, keeping its owner and grants (on PostgreSQL 15 it belongs to
 * pg_database_owner, which a plain CREATE SCHEMA would not reproduce). Waits at most 10 s for
 * locks: a running app holds them, and a restore must not hang behind it.
 */
const EMPTY_PUBLIC_SCHEMA = `
set local lock_timeout = '10s';
set local client_min_messages = warning;
do $$
declare
  schema_owner regrole;
  schema_acl aclitem[];
  item record;
begin
  select nspowner::regrole, nspacl into schema_owner, schema_acl
    from pg_namespace where nspname = 'public';
  drop schema if exists public cascade;
  execute format('create schema public authorization %s', coalesce(schema_owner::text, 'current_user'));
  for item in select grantee, privilege_type from aclexplode(schema_acl) where grantee <> schema_owner loop
    execute format('grant %s on schema public to %s', item.privilege_type,
      case item.grantee when 0 then 'public' else item.grantee::regrole::text end);
  end loop;
end $$;
`

/**
 * Replaces the database's content with the dump's, in ONE transaction: psql reads our BEGIN and
 * schema reset, then pg_restore's script, and gets COMMIT only once pg_restore has ended well.
 * Any failure (a damaged dump, a SQL error) ends the session uncommitted, so nothing changes.
 * Objects are owned by the restoring user (--no-owner): the roles of the source need not exist.
 */
export const replaceDatabase = async (tools: PostgresTools, uri: string, dumpFile: string) => {
  const { dbname, env } = connectionOf(uri)
  const psql = spawn(
    tools.psql,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  )
  const restore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const psqlErrors = stderrOf(psql)
  const restoreErrors = stderrOf(restore)
  // psql stops at the first error: pg_restore, which nobody reads any more, is stopped too.
  const psqlExit = exitOf(psql).then((code) => (restore.kill(), code))
  psql.stdin.on('error', () => undefined)
  psql.stdin.write(`begin;\n${EMPTY_PUBLIC_SCHEMA}\n`)
  restore.stdout.pipe(psql.stdin, { end: false })

  const restoreCode = await exitOf(restore)
  if (restoreCode === 0) psql.stdin.end('commit;\n')
  else psql.kill()
  const psqlCode = await psqlExit
  if (restoreCode !== 0 || psqlCode !== 0) {
    const reason = [restoreErrors(), psqlErrors()].filter(Boolean).join('\n')
    throw new Error(`The database restore failed and was rolled back:\n${reason}`)
  }
}
