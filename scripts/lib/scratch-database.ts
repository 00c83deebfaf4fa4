import crypto from 'node:crypto'

import pg from 'pg'

import { env } from '../../src/server/config/env'
import { startEmbeddedPostgres } from './embedded-postgres'

export type ScratchDatabase = { uri: string; drop: () => Promise<void> }

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
 * embedded PostgreSQL. `drop` removes it (and stops the embedded server if this call started it).
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
  }
}
