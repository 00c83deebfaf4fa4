import { env } from '../../src/server/platform/config/env'
import type { Database } from './embedded-postgres'

/**
 * The app's database: the server of DATABASE_URI when it is set, otherwise the embedded
 * PostgreSQL (started here if no other process of ours runs it). Sets DATABASE_URI for this
 * process and every child it spawns.
 */
export const openAppDatabase = async (): Promise<Database> => {
  // Imported only when needed: embedded-postgres installs process exit hooks.
  const database = env.databaseUri
    ? { uri: env.databaseUri, stop: async () => undefined }
    : await (await import('./embedded-postgres')).startEmbeddedPostgres('studio')
  process.env.DATABASE_URI = database.uri
  return database
}
