import crypto from 'node:crypto'

import pg from 'pg'

import { env } from '../../src/server/platform/config/env'
import { startEmbeddedPostgres } from './embedded-postgres'

type Database = { uri: string; drop: () => Promise<void> }
/** `clone` copies the database (it must have no connection open) into a new one beside it. */
export type ScratchDatabase = Database & { clone: (suffix: string) => Promise<Database> }

const withDatabase = (uri: string, database: string) => {
  const url = new URL(uri)
  url.pathname = `/${database}`
  return url.toString()
}

const execute = async (uri: string, statement: string) => {
  const client = new pg.Client({ connectionString: uri })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A brand-new, empty database for one test run, on the server of DATABASE_URI or on the
 * embedded PostgreSQL. `drop` removes it (and stops the embedded server if this call started it:
 * drop its clones first).
 */
export const createScratchDatabase = async (label: string): Promise<ScratchDatabase> => {
  const name = `${label}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
  const server = env.databaseUri
    ? { uri: withDatabase(env.databaseUri, 'postgres'), stop: async () => undefined }
    : await startEmbeddedPostgres('postgres')
  await execute(server.uri, `create database "${name}"`)
  return {
    uri: withDatabase(server.uri, name),
    drop: async () => {
      await execute(server.uri, `drop database if exists "${name}" with (force)`)
      await server.stop()
    },
    clone: async (suffix) => {
      const copy = `${name}_${suffix}`
      await execute(server.uri, `create database "${copy}" template "${name}"`)
      return {
        uri: withDatabase(server.uri, copy),
        drop: () => execute(server.uri, `drop database if exists "${copy}" with (force)`),
      }
    },
  }
}
