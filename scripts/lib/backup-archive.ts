import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { listMediaFiles, type MediaFile } from './backup-media'
import { runTool } from './backup-process'
import { committedMigrations } from './migrate'

/**
 * A backup is one gzip-compressed tar archive:
 *   manifest.json   what the archive holds (below)
 *   database.dump   pg_dump of the app's database, custom format
 *   media/…         the files of MEDIA_DIR, same relative paths
 */
export const MANIFEST = 'manifest.json'
export const DUMP = 'database.dump'
export const MEDIA = 'media'

const manifestSchema = z.object({
  format: z.literal('studio-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** Migrations applied to the database when it was dumped. */
  migrations: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  postgres: z.object({ server: z.string(), pgDump: z.string() }),
})
export type Manifest = z.infer<typeof manifestSchema>

export const writeManifest = (dir: string, manifest: Manifest) =>
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

export const readManifest = (dir: string): Manifest => {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new Error(`The archive holds no ${MANIFEST}: it is no backup.`)
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`The archive's ${MANIFEST} is not valid JSON.`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    throw new Error(`The archive's ${MANIFEST} is not a backup manifest: ${parsed.error.message}`)
  }
  return parsed.data
}

/**
 * Writes the archive: the manifest and dump from `staging`, then exactly the listed files of
 * `mediaDir` under media/ (a file uploaded meanwhile is not half-counted). GNU tar reads the
 * names NUL-separated from its input; the rename applies to member names, not link targets.
 */
export const createArchive = async (
  target: string,
  staging: string,
  mediaDir: string,
  files: MediaFile[],
) => {
  const names = files.map((file) => `./${file.relative}\0`).join('')
  await runTool(
    'tar',
    [
      '--create',
      '--gzip',
      `--file=${target}`,
      `--directory=${staging}`,
      MANIFEST,
      DUMP,
      ...(files.length
        ? [`--directory=${mediaDir}`, `--transform=s,^\\./,${MEDIA}/,S`, '--null', '--files-from=-']
        : []),
    ],
    { input: names },
  )
}

/**
 * Unpacks the archive into `dir` and checks it is a whole backup this app can restore: a damaged
 * or truncated archive fails on gzip's checksum, a foreign one on its manifest. gzip tests the
 * whole stream first: tar alone stops at the first block of zeros it reads, so damage that
 * inflates to zeros would end the unpacking early with exit 0.
 */
export const unpackBackup = async (archive: string, dir: string): Promise<Manifest> => {
  const unpack = async () => {
    await runTool('gzip', ['--test', '--quiet', archive])
    await runTool('tar', [
      '--extract',
      '--gzip',
      `--file=${archive}`,
      `--directory=${dir}`,
      '--no-same-owner',
    ])
  }
  await unpack().catch((error: Error) => {
    throw new Error(`${archive} is not a readable backup archive (${error.message})`)
  })
  const manifest = readManifest(dir)
  if (!fs.existsSync(path.join(dir, DUMP))) throw new Error(`The archive holds no ${DUMP}.`)
  const files = listMediaFiles(path.join(dir, MEDIA))
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  if (files.length !== manifest.files || bytes !== manifest.bytes) {
    throw new Error(
      `The archive holds ${files.length} files (${bytes} bytes); its manifest lists ` +
        `${manifest.files} (${manifest.bytes} bytes).`,
    )
  }
  if (manifest.migrations > committedMigrations()) {
    throw new Error(
      `The backup comes from a newer version of the app (${manifest.migrations} migrations; ` +
        `this one has ${committedMigrations()}): restore it with that version.`,
    )
  }
  return manifest
}
