/**
 * `npm run seed`: reference content (FAQ, glossary, settings defaults); idempotent, it only adds
 * what is missing. `-- --demo` adds demo clients and their projects, and three blog posts.
 * `--if-empty` (used by `npm start`) seeds only a database with no content and no account yet.
 */
import { getPayload } from 'payload'

import { openAppDatabase } from './lib/database'
import { migrate } from './lib/migrate'

const args = new Set(process.argv.slice(2))
const database = await openAppDatabase()
try {
  // A database seeded on its own may be brand new (`npm start` has just migrated it already).
  if (!args.has('--if-empty')) await migrate()
  // The config reads DATABASE_URI when it is imported, so it is imported once the database is open.
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const { ensureDemoPosts, isEmptyDatabase, seedContent, seedDemo } =
    await import('../src/server/seed')
  if (args.has('--if-empty') && !(await isEmptyDatabase(payload))) {
    payload.logger.info('[seed] database already has content: nothing to seed')
  } else {
    const { faq, glossary } = await seedContent(payload)
    payload.logger.info(`[seed] added ${faq} FAQ items and ${glossary} glossary terms`)
    if (args.has('--demo')) {
      payload.logger.info(`[seed] added ${await seedDemo(payload)} demo clients`)
      payload.logger.info(`[seed] added ${await ensureDemoPosts(payload)} demo blog posts`)
    }
  }
  await payload.destroy()
} finally {
  await database.stop()
}
// The pool's reconnect client keeps the event loop alive while the database runs elsewhere.
process.exit(0)
