/**
 * `npm run build`: a production build. Next prerenders CMS-driven pages, so the database must be
 * up and migrated first.
 */
import { buildApp } from './lib/build-app'
import { openAppDatabase } from './lib/database'
import { migrate } from './lib/migrate'

const database = await openAppDatabase()
try {
  await migrate()
  await buildApp()
} finally {
  await database.stop()
}
