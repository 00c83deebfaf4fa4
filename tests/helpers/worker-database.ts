import { inject } from 'vitest'

/**
 * Setup file of the integration suite, run in each test file's process before the file imports
 * anything: the file works on its worker slot's database and upload folder (database-setup.ts).
 */
const slot = Number(process.env.VITEST_POOL_ID ?? 1) - 1
const { databases, mediaDirs } = inject('intWorkers')
if (!databases[slot]) throw new Error(`No database for worker slot ${slot + 1}`)
process.env.DATABASE_URI = databases[slot]
process.env.MEDIA_DIR = mediaDirs[slot]
