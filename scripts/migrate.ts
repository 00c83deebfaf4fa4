/**
 * `npm run migrate`: applies the committed migrations to the app's database (embedded, or
 * DATABASE_URI) in this process, with no CLI layer in between, and fails unless every migration of
 * `migrations/` is recorded as applied afterwards.
 */
import { getPayload } from 'payload'

import { migrations } from '../migrations'
import { openAppDatabase } from './lib/database'
import { holdEventLoop } from './lib/hold-event-loop'

holdEventLoop()
const database = await openAppDatabase()
// The config reads DATABASE_URI when it is imported, so it is imported once the database is open.
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
await payload.db.migrate()
const applied = await payload.count({ collection: 'payload-migrations', overrideAccess: true })
if (applied.totalDocs < migrations.length) {
  throw new Error(`Only ${applied.totalDocs} of ${migrations.length} migrations are applied.`)
}
payload.logger.info(`[migrate] ${migrations.length} migrations applied`)
await payload.destroy()
await database.stop()
process.exit(0)
