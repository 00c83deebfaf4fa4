/**
 * `npm run payload -- <command>`: Payload's CLI (migrate, migrate:create, generate:types ...)
 * against the app's database, embedded or DATABASE_URI.
 */
import { openAppDatabase } from './lib/database'
import { bin, runNode } from './lib/run'

const database = await openAppDatabase()
try {
  await runNode(bin.payload, process.argv.slice(2))
} finally {
  await database.stop()
}
