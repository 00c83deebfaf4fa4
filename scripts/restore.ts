/**
 * `npm run restore -- <archive> [--force]`: puts a backup of `npm run backup` back into the app's
 * database (embedded, or DATABASE_URI) and MEDIA_DIR. Stop the app first.
 *
 * It refuses a database with any table, or a MEDIA_DIR with any file, unless --force, which
 * replaces both. The archive is unpacked and checked before anything changes; the database is
 * replaced in one transaction, then the files are swapped in by renames.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { env } from '../src/server/platform/config/env'
import { DUMP, MEDIA, unpackBackup } from './lib/backup-archive'
import { forgetBuild } from './lib/build-fingerprint'
import { checkDump, isDatabaseEmpty, replaceDatabase } from './lib/backup-database'
import { listMediaFiles, replaceMediaContents, RESTORE_STAGING_PREFIX } from './lib/backup-media'
import { findPostgresTools, majorOf } from './lib/backup-postgres-tools'
import { committedMigrations } from './lib/migrate'
import { openAppDatabase } from './lib/database'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const archive = positionals.length === 1 ? path.resolve(positionals[0] ?? '') : undefined
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(2)
}
if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
  console.error(`[restore] ${archive}: no such file. Nothing was changed.`)
  process.exit(2)
}

const database = await openAppDatabase()
const mediaDir = env.mediaDir
const mediaDirExisted = fs.existsSync(mediaDir)
let staging: string | undefined
let databaseReplaced = false
try {
  if (!values.force) {
    const occupied = [
      ...((await isDatabaseEmpty(database.uri)) ? [] : ['the database has tables']),
      ...(listMediaFiles(mediaDir).length ? [`${mediaDir} holds files`] : []),
    ]
    if (occupied.length) {
      throw new Error(`Refused: ${occupied.join(' and ')}. Add --force to replace them.`)
    }
  }
  fs.mkdirSync(mediaDir, { recursive: true })
  staging = fs.mkdtempSync(path.join(mediaDir, RESTORE_STAGING_PREFIX))
  const manifest = await unpackBackup(archive, staging)
  const pgDump = manifest.postgres.pgDump
  const tools = await findPostgresTools(majorOf(pgDump), `Reading a dump of pg_dump ${pgDump}`)
  await checkDump(tools, path.join(staging, DUMP))
  await replaceDatabase(tools, database.uri, path.join(staging, DUMP))
  databaseReplaced = true
  replaceMediaContents(mediaDir, path.join(staging, MEDIA), path.join(staging, 'previous'))
  console.log(
    `[restore] backup of ${manifest.createdAt} restored: ${manifest.files} files, ` +
      `${manifest.migrations} migrations`,
  )
  forgetBuild()
  console.log('[restore] the next npm start builds the site again, from the restored content')
  if (manifest.migrations < committedMigrations()) {
    console.log('[restore] the backup predates migrations of this version: run npm run migrate')
  }
} catch (error) {
  process.exitCode = 1
  console.error(
    `[restore] ${(error as Error).message}\n` +
      (databaseReplaced
        ? `The database is restored, the files are not: the backup's files and the previous ones are in ${staging}.`
        : 'Nothing was changed.'),
  )
} finally {
  // After a failed swap of files, the staging folder holds the only copy of some of them.
  if (staging && !(databaseReplaced && process.exitCode)) {
    fs.rmSync(staging, { recursive: true, force: true })
  }
  if (!mediaDirExisted && !databaseReplaced && process.exitCode) {
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  await database.stop()
}
