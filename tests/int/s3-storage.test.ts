import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { briefFormData } from '../helpers/brief-form'
import { startS3Server } from '../helpers/s3-server'

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET): a real server (s3rver) on loopback, the app's
 * REST routes as Next serves them. Files land in the bucket under the same paths as on disk,
 * are served only after the collection's read access, and go with their rows; the copy script
 * moves a disk's files there once.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let bucket: S3Client
let payload: Payload
let rest: (typeof import('../helpers/rest'))['rest']
let helpers: typeof import('../helpers/payload')
let fixtures: (typeof import('../helpers/fixtures'))['fixtures']
let PDF_BYTES: Buffer
let actors: import('../helpers/payload').Actors
const tokens: Record<string, string> = {}
// Payload keeps upload names unique in a collection: a name of this run's own is stored as sent,
// whatever files of other test files the worker's database holds.
const LOGO = `logo-${crypto.randomBytes(3).toString('hex')}.pdf`
let dataDir: string

const keysUnder = async (prefix: string) =>
  (
    (await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ??
    []
  )
    .map(({ Key }) => Key!)
    .sort()
const objectBytes = async (key: string) =>
  Buffer.from(
    await (
      await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    ).Body!.transformToByteArray(),
  )
const onDisk = (...parts: (string | number)[]) =>
  fs.existsSync(path.join(process.env.MEDIA_DIR!, ...parts.map(String)))

beforeAll(async () => {
  s3 = await startS3Server()
  Object.assign(process.env, s3.env)
  // The brief's and export's mails go to an outbox of the test's own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-s3-data-'))
  process.env.DATA_DIR = dataDir
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  ;({ fixtures, PDF_BYTES } = await import('../helpers/fixtures'))
  payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { signIn } = await import('../helpers/rest')
  for (const name of ['clientA', 'clientB', 'admin'] as const) {
    tokens[name] = await signIn(actors[name].email)
  }
})
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name]
  delete process.env.DATA_DIR
  bucket.destroy()
  await s3.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The request runs its export's job at once, in the background: until its row is ready. */
const readyExport = (id: number) =>
  vi.waitFor(
    async () => {
      const row = await payload.findByID({ collection: 'data-exports', id, ...helpers.system })
      expect(row.status).toBe('ready')
      return row
    },
    { timeout: 10_000, interval: 100 },
  )

describe('brief files in the bucket', () => {
  it('stores them under project-files/<submission>/, not on disk, for the admins alone', async () => {
    const email = helpers.uniqueEmail('s3-brief')
    const logo = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/logo.png'))
    const sent = await rest('POST', 'project-submissions/brief', {
      form: briefFormData(email, [
        ['logo.png', logo],
        ['brief.pdf', PDF_BYTES],
      ]),
    })
    expect(sent.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'project-submissions',
      where: { email: { equals: email } },
      ...helpers.system,
    })
    const submission = docs[0]!
    expect(await keysUnder(`project-files/${submission.id}/`)).toEqual([
      `project-files/${submission.id}/brief.pdf`,
      `project-files/${submission.id}/logo.png`,
    ])
    expect(await objectBytes(`project-files/${submission.id}/logo.png`)).toEqual(logo)
    expect(onDisk('project-files', submission.id)).toBe(false)

    const url = `project-files/file/logo.png?prefix=${submission.id}`
    const byAdmin = await rest('GET', url, { token: tokens.admin })
    expect(byAdmin.status).toBe(200)
    expect(Buffer.from(byAdmin.bytes)).toEqual(logo)
    expect(byAdmin.headers.get('content-type')).toBe('image/png')
    expect(byAdmin.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''logo.png")
    expect(byAdmin.headers.get('x-content-type-options')).toBe('nosniff')
    expect(byAdmin.headers.get('cache-control')).toBe('private, no-store')
    const preview = await rest('GET', `${url}&inline`, { token: tokens.admin })
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/)
    for (const token of [tokens.clientA, undefined]) {
      const refused = await rest('GET', url, { token })
      expect(refused.status).not.toBe(200)
      expect(Buffer.from(refused.bytes)).not.toEqual(logo)
    }
  })
})

describe('project files in the bucket', () => {
  let project: ClientProject
  beforeAll(async () => {
    project = await fixtures(payload).project(actors.clientA)
  })
  const fileUrl = (filename: string) =>
    `deliverable-files/file/${encodeURIComponent(filename)}?prefix=${project.id}`

  it('stores a client’s upload under deliverables/<project>/, served to it and refused to another client', async () => {
    const form = new FormData()
    form.set('project', String(project.id))
    form.set('title', 'Logo')
    form.set('file', new File([new Uint8Array(PDF_BYTES)], LOGO))
    const answer = await rest('POST', 'deliverables/upload', { token: tokens.clientA, form })
    expect(answer.status).toBe(201)
    expect(await keysUnder(`deliverables/${project.id}/`)).toEqual([
      `deliverables/${project.id}/${LOGO}`,
    ])
    const own = await rest('GET', fileUrl(LOGO), { token: tokens.clientA })
    expect(own.status).toBe(200)
    expect(Buffer.from(own.bytes)).toEqual(PDF_BYTES)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    const other = await rest('GET', fileUrl(LOGO), { token: tokens.clientB })
    expect(other.status).not.toBe(200)
    expect(other.bytes.byteLength).toBeLessThan(PDF_BYTES.byteLength)
  })

  it('refuses an empty file and stores nothing', async () => {
    const before = await keysUnder(`deliverables/${project.id}/`)
    const form = new FormData()
    form.set('project', String(project.id))
    form.set('title', 'Vide')
    form.set('file', new File([], 'vide.pdf'))
    const answer = await rest('POST', 'deliverables/upload', { token: tokens.clientA, form })
    expect(answer.status).toBe(400)
    expect(await keysUnder(`deliverables/${project.id}/`)).toEqual(before)
  })

  it('removes the object with its row', async () => {
    const file = await fixtures(payload).projectFile(project.id)
    const key = `deliverables/${project.id}/${file.filename}`
    expect(await keysUnder(key)).toEqual([key])
    await payload.delete({
      collection: 'deliverable-files',
      id: file.id,
      user: actors.admin,
      overrideAccess: false,
    })
    expect(await keysUnder(key)).toEqual([])
    expect((await rest('GET', fileUrl(file.filename!), { token: tokens.admin })).status).not.toBe(
      200,
    )
  })

  it('puts the project’s files in the client’s data export, itself stored in the bucket', async () => {
    const asked = await rest('POST', 'data-exports/request', { token: tokens.clientA, json: {} })
    const exportId = (asked.data.export as { id: number }).id
    const row = await readyExport(exportId)
    expect(await keysUnder(`data-exports/${exportId}/`)).toEqual([
      `data-exports/${exportId}/${row.filename}`,
    ])
    const file = await rest('GET', `data-exports/file/${row.filename}`, { token: tokens.clientA })
    expect(file.status).toBe(200)
    const zip = unzipSync(file.bytes)
    const logo = Object.keys(zip).find((name) => name.endsWith(`-${LOGO}`))!
    expect(Buffer.from(zip[logo]!)).toEqual(PDF_BYTES)
    expect(JSON.parse(strFromU8(zip['donnees.json']!)).missing).toEqual([])
    const refused = await rest('GET', `data-exports/file/${row.filename}`, {
      token: tokens.clientB,
    })
    expect(refused.status).not.toBe(200)
  })

  it('removes a deleted project’s folder and its brief’s from the bucket, once committed', async () => {
    const submission = await fixtures(payload).submission()
    await payload.create({
      collection: 'project-files',
      data: { submission: submission.id },
      file: { data: PDF_BYTES, mimetype: 'application/pdf', name: 'a.pdf', size: PDF_BYTES.length },
      ...helpers.system,
    })
    const doomed = await fixtures(payload).project(actors.clientB)
    await payload.update({
      collection: 'client-projects',
      id: doomed.id,
      data: { submission: submission.id },
      ...helpers.system,
    })
    await fixtures(payload).projectFile(doomed.id)
    await fixtures(payload).projectFile(doomed.id)
    expect(await keysUnder(`deliverables/${doomed.id}/`)).toHaveLength(2)
    expect(await keysUnder(`project-files/${submission.id}/`)).toHaveLength(1)
    await payload.delete({
      collection: 'client-projects',
      id: doomed.id,
      user: actors.admin,
      overrideAccess: false,
    })
    // Still there until the jobs queued by the deletion run.
    expect(await keysUnder(`deliverables/${doomed.id}/`)).toHaveLength(2)
    await payload.jobs.run({
      where: { taskSlug: { in: ['removeProjectFiles', 'removeSubmissionFiles'] } },
    })
    expect(await keysUnder(`deliverables/${doomed.id}/`)).toEqual([])
    expect(await keysUnder(`project-files/${submission.id}/`)).toEqual([])
    expect(await keysUnder(`deliverables/${project.id}/`)).not.toEqual([])
  })
})

describe('removals in the bucket by the jobs', () => {
  const put = (Key: string) =>
    bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }))

  it('purges an expired export with its file', async () => {
    const asked = await rest('POST', 'data-exports/request', { token: tokens.clientB, json: {} })
    const exportId = (asked.data.export as { id: number }).id
    await readyExport(exportId)
    expect(await keysUnder(`data-exports/${exportId}/`)).toHaveLength(1)
    await payload.update({
      collection: 'data-exports',
      id: exportId,
      data: { expiresAt: new Date(Date.now() - 1_000).toISOString() },
      ...helpers.system,
    })
    await payload.jobs.queue({ task: 'purgeDataExports', input: {} })
    await payload.jobs.run({ where: { taskSlug: { equals: 'purgeDataExports' } } })
    expect(await keysUnder(`data-exports/${exportId}/`)).toEqual([])
  })

  it('removes an erased person’s folders of briefs, projects and exports, and no other', async () => {
    await Promise.all(
      ['project-files/990010/a.pdf', 'deliverables/990011/b.pdf', 'data-exports/990012/c.zip']
        .concat('deliverables/990013/kept.pdf')
        .map(put),
    )
    await payload.jobs.queue({
      task: 'removeErasedFiles',
      input: { submissionIds: [990010], projectIds: [990011], exportIds: [990012] },
    })
    await payload.jobs.run({ where: { taskSlug: { equals: 'removeErasedFiles' } } })
    for (const folder of [
      'project-files/990010/',
      'deliverables/990011/',
      'data-exports/990012/',
    ]) {
      expect(await keysUnder(folder)).toEqual([])
    }
    expect(await keysUnder('deliverables/990013/')).toEqual(['deliverables/990013/kept.pdf'])
  })
})

describe('the file store on S3', () => {
  it('claims an empty folder only, and removes a folder of more than a page of keys', async () => {
    const { fileStore } = await import('@/server/platform/storage/file-store')
    const store = fileStore()
    expect(store.kind).toBe('s3')
    await expect(store.claimFolder('project-files/990001')).resolves.toBeUndefined()
    const keys = Array.from({ length: 1005 }, (_, index) => `project-files/990002/f${index}.txt`)
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys
          .slice(start, start + 50)
          .map((Key) => bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }))),
      )
    }
    await expect(store.claimFolder('project-files/990002')).rejects.toThrow(/already holds/)
    // A folder whose name starts the same is another folder.
    await expect(store.claimFolder('project-files/99000')).resolves.toBeUndefined()
    await store.removeFolder('project-files/990002')
    expect(await keysUnder('project-files/990002/')).toEqual([])
    expect(await store.read('project-files/990002/f1.txt')).toBeNull()
  })
})

describe('copying a disk’s uploads to the bucket', () => {
  it('copies the upload folders’ files once, then nothing, then only what changed', async () => {
    const { copyUploadsToBucket } = await import('../../scripts/lib/copy-uploads')
    const media = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-copy-media-'))
    try {
      const write = (relative: string, data: Buffer) => {
        fs.mkdirSync(path.dirname(path.join(media, relative)), { recursive: true })
        fs.writeFileSync(path.join(media, relative), data)
      }
      write('project-files/900001/plan du site.pdf', PDF_BYTES)
      write('deliverables/900002/maquette.pdf', PDF_BYTES)
      write('data-exports/900003/donnees.zip', Buffer.from('PK zip'))
      // Not an upload folder (a restore's leftovers): never copied.
      write('.restore-staging/x.pdf', PDF_BYTES)

      const client = (await import('@/server/platform/storage/s3-client')).s3Client()
      expect(await copyUploadsToBucket(client, s3.bucket, media)).toEqual({ copied: 3, skipped: 0 })
      expect(await objectBytes('project-files/900001/plan du site.pdf')).toEqual(PDF_BYTES)
      expect(await keysUnder('.restore-staging/')).toEqual([])
      expect(await copyUploadsToBucket(client, s3.bucket, media)).toEqual({ copied: 0, skipped: 3 })

      // A file cut short in an earlier run is copied again.
      await bucket.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'deliverables/900002/maquette.pdf',
          Body: PDF_BYTES.subarray(0, 10),
        }),
      )
      expect(await copyUploadsToBucket(client, s3.bucket, media)).toEqual({ copied: 1, skipped: 2 })
      expect(await objectBytes('deliverables/900002/maquette.pdf')).toEqual(PDF_BYTES)
    } finally {
      fs.rmSync(media, { recursive: true, force: true })
    }
  })
})

describe('the site’s pictures in the bucket', () => {
  it('stores a picture and its sizes under images/<its folder>/, served to anyone inline', async () => {
    const { default: sharp } = await import('sharp')
    const photo = await sharp({
      create: { width: 1300, height: 800, channels: 3, background: '#1e3a8a' },
    })
      .jpeg()
      .toBuffer()
    const editor = await helpers.createActors(payload)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'Un fond bleu' }))
    form.set('file', new File([new Uint8Array(photo)], 'fond.jpg', { type: 'image/jpeg' }))
    const { signIn } = await import('../helpers/rest')
    const token = await signIn(editor.editor.email)
    const answer = await rest('POST', 'images?locale=fr', { token, form })
    expect(answer.status).toBe(201)
    const doc = answer.data.doc as {
      prefix: string
      url: string
      sizes: Record<string, { url: string | null }>
    }
    // The photo, its card size in WebP and AVIF and its sharing size (not the 1600 px ones).
    const keys = await keysUnder(`images/${doc.prefix}/`)
    expect(keys.map((key) => key.replace(`images/${doc.prefix}/`, ''))).toEqual([
      'fond-1200x630.jpg',
      'fond-800x492.avif',
      'fond-800x492.webp',
      'fond.jpg',
    ])
    expect(onDisk('images', doc.prefix)).toBe(false)
    const card = await rest('GET', doc.sizes.card!.url!.replace(/^\/api\//, ''))
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect(card.headers.get('content-disposition')).toMatch(/^inline;/)
    expect(card.headers.get('cache-control')).toBe('public, max-age=86400')
    const original = await rest('GET', doc.url.replace(/^\/api\//, ''))
    expect(Buffer.from(original.bytes)).toEqual(photo)
  })
})

describe('/api/health with S3', () => {
  it('checks the bucket, then answers 503 once it is gone, naming no address', async () => {
    const up = await rest('GET', 'health')
    expect(up.status).toBe(200)
    expect(up.data).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, storage: { ok: true, kind: 's3' } },
    })
    // Without REDIS_URL there is no Redis to check.
    expect(up.data.checks).not.toHaveProperty('redis')
    await s3.stop()
    const down = await rest('GET', 'health')
    expect(down.status).toBe(503)
    expect(down.data).toMatchObject({
      status: 'failing',
      checks: { database: { ok: true }, storage: { ok: false, kind: 's3' } },
    })
    const text = JSON.stringify(down.data)
    expect(text).not.toContain(s3.env.S3_ENDPOINT.replace('http://', ''))
    expect(text).not.toContain(s3.bucket)
  })
})
