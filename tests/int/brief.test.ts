import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { system, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** POST /api/project-submissions/brief: the brief, its pending project and its files, together. */
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name))
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')

beforeAll(async () => {
  await testPayload()
})

const briefForm = (overrides: Record<string, string> = {}, files: [string, Buffer][] = []) => {
  const form = new FormData()
  const fields = {
    firstName: 'Camille',
    lastName: 'Dupont',
    companyName: '<b>Boulangerie</b> <script>alert(1)</script>',
    email: uniqueEmail('brief'),
    phone: '+41 79 000 00 00',
    projectType: 'pro_platform',
    businessDescription:
      'Nous sommes une boulangerie artisanale à Genève et voulons vendre en ligne. '.repeat(2),
    likedSites: 'https://example.ch',
    dislikedSites: '',
    briefConfirmed: 'true',
    language: 'en',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const [name, data] of files) form.append('files', new Blob([new Uint8Array(data)]), name)
  return { form, email: fields.email }
}

const stored = async (email: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'project-submissions',
    where: { email: { equals: email } },
    depth: 0,
    ...system,
  })
  const submission = docs[0]
  if (!submission) return { submissions: docs, projects: [], files: [] }
  const projects = await payload.find({
    collection: 'client-projects',
    where: { submission: { equals: submission.id } },
    ...system,
  })
  const files = await payload.find({
    collection: 'project-files',
    where: { submission: { equals: submission.id } },
    ...system,
  })
  return { submissions: docs, projects: projects.docs, files: files.docs }
}

const rowsOf = async (query: ReturnType<typeof sql>) =>
  (await (await testPayload()).db.drizzle.execute(query)).rows as Record<string, unknown>[]
const lastSubmissionId = async () =>
  Number((await rowsOf(sql`select last_value from project_submissions_id_seq`))[0]!.last_value)
const jobsOf = (submissionId: number) =>
  rowsOf(sql`select * from payload_jobs where input->>'submissionId' = ${String(submissionId)}`)
describe('POST /api/project-submissions/brief', () => {
  it('stores the brief as typed, a pending project and three files byte for byte', async () => {
    const sent: [string, Buffer][] = [
      ['brief.pdf', fixture('brief.pdf')],
      ['logo.png', fixture('logo.png')],
      ['cahier des charges.docx', fixture('cahier.docx')],
    ]
    const { form, email } = briefForm({}, sent)
    const answer = await rest('POST', 'project-submissions/brief', { form })
    expect(answer.status).toBe(201)
    expect(answer.data).toEqual({ rejected: [] })

    const { submissions, projects, files } = await stored(email)
    expect(submissions).toHaveLength(1)
    expect(submissions[0]).toMatchObject({
      companyName: '<b>Boulangerie</b> <script>alert(1)</script>',
      status: 'pending',
      language: 'en',
      briefConfirmed: true,
    })
    expect(projects).toHaveLength(1)
    expect(projects[0]).toMatchObject({ status: 'pending', projectType: 'pro_platform' })
    expect(files).toHaveLength(3)
    const folder = path.join(process.env.MEDIA_DIR!, 'project-files', String(submissions[0]!.id))
    const onDisk = files.map(({ filename }) =>
      sha256(fs.readFileSync(path.join(folder, filename!))),
    )
    expect(onDisk.sort()).toEqual(sent.map(([, data]) => sha256(data)).sort())
    expect(files.map(({ mimeType }) => mimeType).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
    ])
    // Read back through Payload as its upload fields hold them: size, an image's dimensions and
    // the file route's address in the submission's folder.
    const logo = files.find(({ filename }) => filename === 'logo.png')!
    expect(logo).toMatchObject({
      filesize: fixture('logo.png').byteLength,
      width: 16,
      height: 16,
      prefix: String(submissions[0]!.id),
      url: expect.stringContaining(`/api/project-files/file/logo.png?prefix=${submissions[0]!.id}`),
    })
    const docx = files.find(({ filename }) => filename === 'cahier des charges.docx')!
    expect(docx).toMatchObject({
      width: null,
      height: null,
      url: expect.stringContaining('cahier%20des%20charges.docx'),
    })
  })

  it('goes on without a file whose bytes are not allowed, and says which', async () => {
    const { form, email } = briefForm({}, [
      ['facture.pdf', Buffer.from('MZ not a pdf at all, an executable')],
      ['logo.png', fixture('logo.png')],
    ])
    const answer = await rest('POST', 'project-submissions/brief', { form })
    expect(answer.status).toBe(201)
    expect(answer.data).toEqual({ rejected: [{ name: 'facture.pdf', reason: 'type' }] })
    expect((await stored(email)).files).toHaveLength(1)
  })

  it('goes on without a damaged PDF or image, which the admins could not open', async () => {
    const pdf = fixture('brief.pdf')
    const png = fixture('logo.png')
    const { form, email } = briefForm({}, [
      // Bytes after the end marker, an image cut inside its header, one of 0 × 0 pixels.
      ['annexe.pdf', Buffer.concat([pdf, Buffer.alloc(2048, 0x25)])],
      ['photo.png', png.subarray(0, 20)],
      ['vide.png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(8), png.subarray(24)])],
      ['brief.pdf', pdf],
    ])
    const answer = await rest('POST', 'project-submissions/brief', { form })
    expect(answer.status).toBe(201)
    expect(answer.data).toEqual({
      rejected: [
        { name: 'annexe.pdf', reason: 'damaged' },
        { name: 'photo.png', reason: 'damaged' },
        { name: 'vide.png', reason: 'damaged' },
      ],
    })
    const { submissions, projects, files } = await stored(email)
    expect([submissions.length, projects.length]).toEqual([1, 1])
    expect(files.map(({ filename }) => filename)).toEqual(['brief.pdf'])
  })

  it('stores briefs sent at the same moment with the same file names, names unchanged', async () => {
    const briefs = Array.from({ length: 6 }, () =>
      briefForm({}, [
        ['logo.png', fixture('logo.png')],
        ['logo.png', fixture('logo.png')],
      ]),
    )
    const sent = Date.now()
    const answers = await Promise.all(
      briefs.map(({ form }) => rest('POST', 'project-submissions/brief', { form })),
    )
    const answered = Date.now()
    expect(answers.map(({ status }) => status)).toEqual(briefs.map(() => 201))
    for (const { email } of briefs) {
      const { files, projects } = await stored(email)
      // Unique within the brief's own folder only: the second one of this brief is numbered.
      expect(files.map(({ filename }) => filename).sort()).toEqual(['logo-1.png', 'logo.png'])
      // Stamped on arrival: the pipeline lists by this time (then by id), newest first.
      const createdAt = Date.parse(projects[0]!.createdAt)
      expect(createdAt).toBeGreaterThanOrEqual(sent)
      expect(createdAt).toBeLessThanOrEqual(answered)
    }
  })

  it('stores a brief sent again with its send key once, however often and however fast', async () => {
    const sendKey = crypto.randomUUID()
    const { email } = briefForm()
    const send = () => {
      const { form } = briefForm({ email, sendKey }, [['logo.png', fixture('logo.png')]])
      return rest('POST', 'project-submissions/brief', { form })
    }
    // A double click (two at once), then a retry after an answer the visitor never got.
    const together = await Promise.all([send(), send()])
    const again = await send()
    expect(together.map(({ status }) => status).sort()).toEqual([200, 201])
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ rejected: [] })
    const { submissions, projects, files } = await stored(email)
    expect(submissions).toHaveLength(1)
    expect(submissions[0]!.sendKey).toBe(sendKey)
    expect(projects).toHaveLength(1)
    expect(files).toHaveLength(1)
    expect(await jobsOf(submissions[0]!.id)).toHaveLength(2)
    // Another key is another brief.
    const { form } = briefForm({ email, sendKey: crypto.randomUUID() })
    expect((await rest('POST', 'project-submissions/brief', { form })).status).toBe(201)
    expect((await stored(email)).submissions).toHaveLength(2)
  })

  it('refuses a send key that is not one, storing nothing', async () => {
    for (const sendKey of ['', 'short', 'x'.repeat(65), 'spaces are not keys']) {
      const { form, email } = briefForm({ sendKey })
      const answer = await rest('POST', 'project-submissions/brief', { form })
      expect(answer.status, sendKey).toBe(400)
      expect(answer.data.message).toBe('Requête invalide')
      expect((await stored(email)).submissions).toHaveLength(0)
    }
  })

  it('refuses an invalid brief with the spec’s message and stores nothing', async () => {
    const { form, email } = briefForm({
      businessDescription: 'Trop court',
      briefConfirmed: 'false',
    })
    const answer = await rest('POST', 'project-submissions/brief', { form })
    expect(answer.status).toBe(400)
    expect(answer.data.errors).toEqual([
      { field: 'businessDescription', message: 'Minimum 100 caractères requis' },
      { field: 'briefConfirmed', message: 'Confirmation requise' },
    ])
    expect((await stored(email)).submissions).toHaveLength(0)
  })

  it('refuses what a robot fills in, and a body that is not a form', async () => {
    const { form, email } = briefForm({ website: 'https://spam.example' })
    const robot = await rest('POST', 'project-submissions/brief', { form })
    expect(robot.status).toBe(400)
    expect(robot.data.message).toBe('Requête refusée')
    expect((await stored(email)).submissions).toHaveLength(0)
    expect(
      (await rest('POST', 'project-submissions/brief', { json: { firstName: 'x' } })).status,
    ).toBe(400)
  })

  it('limits one address to 10 briefs an hour, with a clear refusal', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { form } = briefForm()
      statuses.push(
        (await rest('POST', 'project-submissions/brief', { form, ip: '203.0.113.70' })).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('keeps visitors from writing submissions or files directly', async () => {
    expect((await rest('POST', 'project-submissions', { json: { firstName: 'x' } })).status).toBe(
      403,
    )
  })
})

describe('a brief that fails half-way', () => {
  it('leaves no submission, no project and no file behind', async () => {
    const payload = await testPayload()
    // A real database failure on the second file, after the first one is written to disk.
    await payload.db.drizzle.execute(sql`
      create or replace function fail_boom_file() returns trigger language plpgsql as $$
      begin
        if new.filename like 'boom%' then raise exception 'disk full (test)'; end if;
        return new;
      end $$;
      create trigger fail_boom_file before insert on project_files
        for each row execute function fail_boom_file();`)
    try {
      const { form, email } = briefForm({}, [
        ['premier.pdf', fixture('brief.pdf')],
        ['boom.pdf', fixture('brief.pdf')],
      ])
      const before = new Set(fs.readdirSync(path.join(process.env.MEDIA_DIR!, 'project-files')))
      const answer = await rest('POST', 'project-submissions/brief', { form })
      expect(answer.status).toBe(500)
      const { submissions } = await stored(email)
      expect(submissions).toHaveLength(0)
      const orphans = (
        await payload.db.drizzle.execute(
          sql`select count(*)::int as n from client_projects p where p.submission_id is not null
            and not exists (select 1 from project_submissions s where s.id = p.submission_id)`,
        )
      ).rows[0] as { n: number }
      expect(orphans.n).toBe(0)
      const after = fs.readdirSync(path.join(process.env.MEDIA_DIR!, 'project-files'))
      expect(after.filter((folder) => !before.has(folder))).toEqual([])
      // Nor an e-mail for it: the failed brief's id is the last one the sequence gave.
      expect(await jobsOf(await lastSubmissionId())).toEqual([])
    } finally {
      await payload.db.drizzle.execute(
        sql`drop trigger fail_boom_file on project_files; drop function fail_boom_file();`,
      )
    }
  })
})

describe('a brief whose folder is taken', () => {
  it('refuses a brief whose folder is already there, keeping what the folder holds', async () => {
    // The folder the next brief would get, left from another database (a restore without files).
    const next = (await lastSubmissionId()) + 1
    const folder = path.join(process.env.MEDIA_DIR!, 'project-files', String(next))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'logo.png'), 'older file')
    try {
      const { form, email } = briefForm({}, [['logo.png', fixture('logo.png')]])
      const answer = await rest('POST', 'project-submissions/brief', { form })
      expect(answer.status).toBe(500)
      expect(await lastSubmissionId()).toBe(next)
      expect((await stored(email)).submissions).toHaveLength(0)
      expect(fs.readdirSync(folder)).toEqual(['logo.png'])
      expect(fs.readFileSync(path.join(folder, 'logo.png'), 'utf8')).toBe('older file')
      expect(await jobsOf(next)).toEqual([])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
