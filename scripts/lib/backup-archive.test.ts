import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArchive, DUMP, type Manifest, unpackBackup, writeManifest } from './backup-archive'
import { listMediaFiles } from './backup-media'

let work: string
let archive: string
let manifest: Manifest

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-'))
  const staging = path.join(work, 'staging')
  const media = path.join(work, 'media')
  fs.mkdirSync(staging)
  fs.mkdirSync(path.join(media, 'briefs'), { recursive: true })
  // A dump that compresses well, like a real one: long runs inflate from few bytes.
  const rows = Array.from({ length: 300 }, (_, i) => `INSERT ${i} ${i * 7} lorem ipsum\n`)
  fs.writeFileSync(path.join(staging, DUMP), rows.join('') + '\0'.repeat(20_000))
  for (let i = 0; i < 12; i++) {
    fs.writeFileSync(path.join(media, 'briefs', `file-${i}.txt`), `${'file '.repeat(i * 40)}${i}`)
  }
  const files = listMediaFiles(media)
  manifest = {
    format: 'studio-backup',
    version: 1,
    createdAt: new Date(0).toISOString(),
    migrations: 0,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    postgres: { server: '17', pgDump: '17' },
  }
  writeManifest(staging, manifest)
  archive = path.join(work, 'backup.tar.gz')
  await createArchive(archive, staging, media, files)
})

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('unpackBackup', () => {
  it('unpacks a whole archive', async () => {
    const out = fs.mkdtempSync(path.join(work, 'out-'))
    await expect(unpackBackup(archive, out)).resolves.toEqual(manifest)
  })

  it('refuses the archive damaged anywhere, as unreadable', async () => {
    const bytes = fs.readFileSync(archive)
    const garbled = path.join(work, 'garbled.tar.gz')
    // About 400 places: tar alone let about one damaged archive in nine through.
    const step = Math.ceil(bytes.length / 400)
    for (let offset = 0; offset < bytes.length - 64; offset += step) {
      const copy = Buffer.from(bytes)
      copy.fill(0x41, offset, offset + 64)
      fs.writeFileSync(garbled, copy)
      const out = fs.mkdtempSync(path.join(work, 'out-'))
      await expect(unpackBackup(garbled, out), `damage at byte ${offset}`).rejects.toThrow(
        `${garbled} is not a readable backup archive`,
      )
    }
    // 400 archives unpacked one after another: seconds on an idle machine, more on a busy one.
  }, 60_000)
})
