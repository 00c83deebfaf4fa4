import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { migrate } from '../../scripts/lib/migrate'
import { createScratchDatabase } from '../../scripts/lib/scratch-database'

/**
 * Vitest global setup of the integration suite: a fresh database (embedded PostgreSQL, or the
 * server of DATABASE_URI) with the committed migrations applied, and a scratch upload folder.
 * Test workers inherit DATABASE_URI and MEDIA_DIR from here.
 */
export default async function setup() {
  const database = await createScratchDatabase('studio_int')
  process.env.DATABASE_URI = database.uri
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-media-'))
  process.env.MEDIA_DIR = media
  await migrate()
  return async () => {
    await database.drop()
    fs.rmSync(media, { recursive: true, force: true })
  }
}
