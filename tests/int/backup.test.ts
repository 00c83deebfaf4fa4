import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArchive, DUMP, MEDIA } from '../../scripts/lib/backup-archive'
import { listMediaFiles, RESTORE_STAGING_PREFIX } from '../../scripts/lib/backup-media'
import { runTool } from '../../scripts/lib/backup-process'
import { buildIsCurrent, recordBuild } from '../../scripts/lib/build-fingerprint'
import { bin } from '../../scripts/lib/run'
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/scratch-database'
import { seedContent } from '@/server/seed/content'
import { fixtures, PDF_BYTES } from '../helpers/fixtures'
import { createActors, system, testPayload } from '../helpers/payload'

/**
 * `npm run backup` and `npm run restore`, run as the operator runs them (child processes of the
 * real scripts), from the integration suite's database and MEDIA_DIR into a brand-new database
 * and folder.
 */
const source = { DATABASE_URI: process.env.DATABASE_URI!, MEDIA_DIR: process.env.MEDIA_DIR! }
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-test-'))
const archive = path.join(work, 'backups', 'studio.tar.gz')
let target: ScratchDatabase
let targetEnv: { DATABASE_URI: string; MEDIA_DIR: string; NEXT_DIST_DIR: string }
let submissionFolder: string
// Payload keeps upload names unique in a collection: a name of this run's own is stored as sent.
const BRIEF_NAME = `cahier des charges ${crypto.randomBytes(3).toString('hex')}.pdf`
const FILLED_TABLES = [
  'users',
  'client_projects',
  'client_requests',
  'project_updates',
  'invoices',
  'subscriptions',
  'faq_items',
  'glossary_terms',
  'project_files',
]

const script = (name: string, args: string[], env: Record<string, string>) =>
  runTool(process.execPath, [bin.tsx, `scripts/${name}.ts`, ...args], {
    env: { ...process.env, ...env },
  })

/** Every table's row count and content digest, and every sequence's position. */
const databaseContent = async (uri: string) => {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    const content: Record<string, unknown> = {}
    for (const { name } of tables) {
      const table = client.escapeIdentifier(name)
      const { rows } = await client.query(
        `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as digest
           from public.${table} t`,
      )
      content[name] = rows[0]
    }
    const { rows: sequences } = await client.query(
      `select sequencename, last_value from pg_sequences where schemaname = 'public'
        order by sequencename`,
    )
    return { tables: content, sequences }
  } finally {
    await client.end()
  }
}

/** Every file under the folder, by relative path, with a digest of its bytes. */
const mediaContent = (dir: string) =>
  Object.fromEntries(
    listMediaFiles(dir).map(({ relative }) => [
      relative,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, relative)))
        .digest('hex'),
    ]),
  )

/** `fn` run with the target's build folder as the app's (NEXT_DIST_DIR is read when called). */
const inTargetBuild = <T>(fn: () => T): T => {
  const appBuild = process.env.NEXT_DIST_DIR
  process.env.NEXT_DIST_DIR = targetEnv.NEXT_DIST_DIR
  try {
    return fn()
  } finally {
    if (appBuild === undefined) delete process.env.NEXT_DIST_DIR
    else process.env.NEXT_DIST_DIR = appBuild
  }
}

/** A build of the current sources in the target's build folder, as `npm start` leaves one. */
const buildTarget = () => {
  fs.mkdirSync(targetEnv.NEXT_DIST_DIR, { recursive: true })
  fs.writeFileSync(path.join(targetEnv.NEXT_DIST_DIR, 'BUILD_ID'), 'test-build')
  inTargetBuild(recordBuild)
}

const targetState = async () => ({
  // Whether the next `npm start` would serve the build it finds instead of building again.
  built: inTargetBuild(buildIsCurrent),
  database: await databaseContent(targetEnv.DATABASE_URI),
  media: mediaContent(targetEnv.MEDIA_DIR),
  // A failed restore leaves no unpacked archive behind.
  leftovers: fs.readdirSync(targetEnv.MEDIA_DIR).filter((name) => name.startsWith('.')),
})

beforeAll(async () => {
  const payload = await testPayload()
  await seedContent(payload)
  const actors = await createActors(payload)
  const make = fixtures(payload)
  const project = await make.project(actors.clientA)
  await make.request(project.id)
  await make.update(project.id)
  await make.invoice(project.id, `BK-${Date.now()}`)
  await make.subscription(project.id)
  const submission = await make.submission()
  submissionFolder = String(submission.id)
  const png = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/logo.png'))
  for (const file of [
    { data: PDF_BYTES, mimetype: 'application/pdf', name: BRIEF_NAME },
    { data: png, mimetype: 'image/png', name: 'logo été.png' },
  ]) {
    await payload.create({
      collection: 'project-files',
      data: { submission: submission.id },
      file: { ...file, size: file.data.byteLength },
      ...system,
    })
  }
  target = await createScratchDatabase('studio_restore')
  targetEnv = {
    DATABASE_URI: target.uri,
    MEDIA_DIR: path.join(work, 'restored-media'),
    NEXT_DIST_DIR: path.join(work, 'build'),
  }
})

afterAll(async () => {
  await target?.drop()
  fs.rmSync(work, { recursive: true, force: true })
})

describe('npm run backup, then npm run restore into a fresh database', () => {
  it('brings back every row of every table and every file, byte for byte', async () => {
    const before = await databaseContent(source.DATABASE_URI)
    const output = await script('backup', ['--out', archive], source)
    expect(output).toMatch(/\d+ migrations, \d+ files/)
    // Written under a temporary name, then renamed: nothing else is left next to it.
    expect(fs.readdirSync(path.dirname(archive))).toEqual([path.basename(archive)])
    expect(await databaseContent(source.DATABASE_URI)).toEqual(before)

    buildTarget()
    const restoreOutput = await script('restore', [archive], targetEnv)

    // The prerendered pages show the content before the restore: the next start builds them.
    expect(restoreOutput).toMatch(/the next npm start builds the site again/)
    expect(inTargetBuild(buildIsCurrent)).toBe(false)
    const restored = await databaseContent(target.uri)
    expect(restored).toEqual(before)
    // Not an empty match: the content this file made is there.
    for (const table of FILLED_TABLES) {
      expect((restored.tables[table] as { rows: number }).rows).toBeGreaterThan(0)
    }
    expect(mediaContent(targetEnv.MEDIA_DIR)).toEqual(mediaContent(source.MEDIA_DIR))
    const pdf = path.join(targetEnv.MEDIA_DIR, 'project-files', submissionFolder, BRIEF_NAME)
    expect(fs.readFileSync(pdf).equals(PDF_BYTES)).toBe(true)
  })

  it('leaves no archive when it fails', async () => {
    const failed = path.join(work, 'failed', 'studio.tar.gz')
    const missing = new URL(source.DATABASE_URI)
    missing.pathname = '/studio_no_such_database'
    await expect(
      script('backup', ['--out', failed], { ...source, DATABASE_URI: missing.toString() }),
    ).rejects.toThrow(/failed, no archive written: database "studio_no_such_database"/)
    expect(fs.readdirSync(path.dirname(failed))).toEqual([])
  })

  it('refuses a database that is not empty, unless --force', async () => {
    buildTarget()
    const before = await targetState()
    expect(before.built).toBe(true)
    await expect(script('restore', [archive], targetEnv)).rejects.toThrow(
      /Refused: the database has tables and .* holds files\. Add --force/,
    )
    expect(await targetState()).toEqual(before)
  })

  it('refuses a garbled archive, even with --force, and changes nothing', async () => {
    const before = await targetState()
    const garbled = path.join(work, 'garbled.tar.gz')
    const bytes = fs.readFileSync(archive)
    const middle = Math.floor(bytes.length / 2)
    bytes.fill(0x41, middle, middle + 64)
    fs.writeFileSync(garbled, bytes)
    await expect(script('restore', [garbled, '--force'], targetEnv)).rejects.toThrow(
      /garbled\.tar\.gz is not a readable backup archive[\s\S]*Nothing was changed/,
    )
    await expect(script('restore', [path.join(work, 'missing.tar.gz')], targetEnv)).rejects.toThrow(
      /missing\.tar\.gz: no such file/,
    )
    expect(await targetState()).toEqual(before)
  })

  it('rolls the database back when the dump breaks off mid-restore', async () => {
    const before = await targetState()
    // A whole archive whose dump lacks its last byte: its table of contents reads fine, its
    // data does not, after psql has already emptied the schema and loaded most tables.
    const unpacked = path.join(work, 'unpacked')
    fs.mkdirSync(unpacked)
    await runTool('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${unpacked}`])
    const dump = path.join(unpacked, DUMP)
    fs.truncateSync(dump, fs.statSync(dump).size - 1)
    const cut = path.join(work, 'cut.tar.gz')
    const media = path.join(unpacked, MEDIA)
    await createArchive(cut, unpacked, media, listMediaFiles(media))

    await expect(script('restore', [cut, '--force'], targetEnv)).rejects.toThrow(
      /database restore failed and was rolled back[\s\S]*Nothing was changed/,
    )
    expect(await targetState()).toEqual(before)
  })

  it('replaces the database and the files with --force', async () => {
    const extra = path.join(targetEnv.MEDIA_DIR, 'not-in-backup.txt')
    fs.writeFileSync(extra, 'stray')
    const client = new pg.Client({ connectionString: target.uri })
    await client.connect()
    await client.query('create table not_in_backup (id int); delete from payload_migrations')
    await client.end()

    await script('restore', [archive, '--force'], targetEnv)
    expect(await databaseContent(target.uri)).toEqual(await databaseContent(source.DATABASE_URI))
    expect(mediaContent(targetEnv.MEDIA_DIR)).toEqual(mediaContent(source.MEDIA_DIR))
    expect(
      fs.readdirSync(targetEnv.MEDIA_DIR).some((name) => name.startsWith(RESTORE_STAGING_PREFIX)),
    ).toBe(false)
  })
})
