/**
 * `npm run backup [-- --out <file>]`: one archive holding a pg_dump of the app's database
 * (embedded, or DATABASE_URI) and every file of MEDIA_DIR, plus a manifest; by default
 * backups/studio-<UTC date and time>.tar.gz. The archive is written under a `.partial` name and
 * renamed when complete, so a cut-off backup never looks like a finished one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { env } from '../src/server/platform/config/env'
import { createArchive, DUMP, writeManifest } from './lib/backup-archive'
import { appliedMigrationCount, dumpDatabase, serverVersion } from './lib/backup-database'
import { listMediaFiles } from './lib/backup-media'
import { findPostgresTools, majorOf } from './lib/backup-postgres-tools'
import { openAppDatabase } from './lib/database'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*$/, 'Z')
const target = path.resolve(values.out ?? path.join('backups', `studio-${stamp}.tar.gz`))
const partial = `${target}.partial`
if (fs.existsSync(target)) {
  console.error(`${target} already exists: choose another --out.`)
  process.exit(2)
}

const database = await openAppDatabase()
fs.mkdirSync(path.dirname(target), { recursive: true })
// Next to the target: the dump may be large, and the temporary folder may be a small tmpfs.
const staging = fs.mkdtempSync(path.join(path.dirname(target), '.backup-'))
try {
  const server = await serverVersion(database.uri)
  const tools = await findPostgresTools(majorOf(server), `Dumping PostgreSQL ${server}`)
  const migrations = await appliedMigrationCount(database.uri)
  // The database first: a file uploaded after the dump is at worst an orphan in the archive,
  // never a row pointing at a file the archive lacks.
  await dumpDatabase(tools, database.uri, path.join(staging, DUMP))
  const files = listMediaFiles(env.mediaDir)
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  writeManifest(staging, {
    format: 'studio-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations,
    files: files.length,
    bytes,
    postgres: { server, pgDump: tools.version },
  })
  await createArchive(partial, staging, env.mediaDir, files)
  const handle = fs.openSync(partial, 'r')
  fs.fsyncSync(handle)
  fs.closeSync(handle)
  fs.renameSync(partial, target)
  const size = (fs.statSync(target).size / 1_048_576).toFixed(1)
  console.log(
    `[backup] ${target}: ${size} MB, ${migrations} migrations, ${files.length} files (${bytes} bytes)`,
  )
} catch (error) {
  console.error(`[backup] failed, no archive written: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
  fs.rmSync(partial, { force: true })
  await database.stop()
}
