/**
 * `npm run migrate`: applies the committed migrations to the app's database (embedded, or
 * DATABASE_URI) in this process, with no CLI layer in between, and fails unless every migration of
 * `migrations/` is recorded as applied afterwards.
 *
 * Nothing that loads @payloadcms/db-postgres is imported statically here: on a cold tsx cache,
 * Node 20 deadlocks (exit 13, "unsettled top-level await") when a script that already loaded it
 * then imports the config, which loads it again.
 */
import { getPayload } from 'payload'

import { openAppDatabase } from './lib/database'
import { committedMigrations } from './lib/migrate'

const database = await openAppDatabase()
// The config reads DATABASE_URI when it is imported, so it is imported once the database is open.
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
await payload.db.migrate()
const applied = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
if (applied.totalDocs < committedMigrations()) {
  throw new Error(`Only ${applied.totalDocs} of ${committedMigrations()} migrations are applied.`)
}
payload.logger.info(`[migrate] ${applied.totalDocs} migrations applied`)
await payload.destroy()
await database.stop()
process.exit(0)
