import fs from 'node:fs'
import path from 'node:path'

import { runTool } from './backup-process'

export type PostgresTools = {
  pgDump: string
  pgRestore: string
  psql: string
  /** Full version of the tools, e.g. "15.20". */
  version: string
  major: number
}

// Debian and Ubuntu install each major version's client side by side; elsewhere, PATH.
const DEBIAN_ROOT = '/usr/lib/postgresql'

export const majorOf = (version: string) => Number.parseInt(version, 10)

const candidateDirs = (): string[] => {
  const debian = fs.existsSync(DEBIAN_ROOT)
    ? fs
        .readdirSync(DEBIAN_ROOT)
        .map((name) => path.join(DEBIAN_ROOT, name, 'bin'))
        .filter((dir) => fs.existsSync(path.join(dir, 'pg_dump')))
    : []
  return [...debian, '']
}

const toolsIn = async (dir: string): Promise<PostgresTools | undefined> => {
  const tool = (name: string) => (dir ? path.join(dir, name) : name)
  const output = await runTool(tool('pg_dump'), ['--version']).catch(() => undefined)
  const version = output?.match(/\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/)?.[1]
  if (!version) return undefined
  return {
    pgDump: tool('pg_dump'),
    pgRestore: tool('pg_restore'),
    psql: tool('psql'),
    version,
    major: majorOf(version),
  }
}

/**
 * The newest PostgreSQL client tools installed, refused when older than `neededMajor`: pg_dump
 * cannot dump a newer server, and pg_restore cannot read a newer pg_dump's archive.
 */
export const findPostgresTools = async (neededMajor: number, what: string) => {
  const found = (await Promise.all(candidateDirs().map(toolsIn))).filter((tools) => !!tools)
  const newest = found.sort((a, b) => b.major - a.major)[0]
  if (!newest || newest.major < neededMajor) {
    throw new Error(
      `${what} needs the PostgreSQL ${neededMajor} client tools (pg_dump, pg_restore, psql) or ` +
        `newer; ${newest ? `the newest installed here is ${newest.version}` : 'none is installed'}. ` +
        `On Debian: apt-get install postgresql-client-${neededMajor} (from apt.postgresql.org ` +
        'when Debian does not ship that version).',
    )
  }
  return newest
}

/**
 * How the client tools reach the database of `uri`: the URI without its password as the
 * database name, the password in PGPASSWORD (so it never shows in the process list).
 */
export const connectionOf = (uri: string) => {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  }
}
