import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import type { AppServer } from './lib/app-server'
import { httpPoster } from './lib/http-post'
import { percentile, runLoad } from './lib/load'
import type { Measure } from './lib/report'

/**
 * Intake: 1,000 briefs, each with a 256 KiB PDF and a PNG, sent by 20 visitors at once (each from
 * its own address, as real visitors are, so the per-address limit does not refuse them), after
 * 200 more that warm the server up and are not measured. Then the proof that nothing was lost or
 * doubled: every acknowledged brief (warm-up included) is in the database exactly once, with its
 * project and both files, and the files on disk are the bytes that were sent.
 */
const BRIEFS = 1_000
const WARM_UP_BRIEFS = 200
const CONNECTIONS = 20
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../tests/fixtures', name))
// A realistic size: the fixture with a 256 KiB comment after its header line (header and trailer
// stay where readers and the upload's checks look for them). The comment's bytes look like a real
// PDF's compressed streams (random, the same every run, no line end inside a comment), not a run
// of one character: 256 KiB of "-", the character boundaries are made of, made the multipart
// parser's boundary search four times slower than on real files.
const pdf = (() => {
  const source = fixture('brief.pdf')
  const headerEnd = source.indexOf(0x0a) + 1
  const binary = crypto
    .createHash('shake256', { outputLength: 256 * 1024 })
    .update('studio-bench-pdf')
    .digest()
    .map((byte) => (byte === 0x0a || byte === 0x0d ? 0x20 : byte))
  const comment = Buffer.concat([Buffer.from('%'), binary, Buffer.from('\n')])
  return Buffer.concat([source.subarray(0, headerEnd), comment, source.subarray(headerEnd)])
})()
const png = fixture('logo.png')
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')
type Poster = ReturnType<typeof httpPoster>
const SENT = { 'cahier.pdf': sha256(pdf), 'logo.png': sha256(png) } as Record<string, string>

const BOUNDARY = '----studio-bench-brief'
export const BRIEF_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`
const FIELDS = {
  firstName: 'Camille',
  lastName: 'Dupont',
  companyName: 'Boulangerie Dupont',
  phone: '+41 79 000 00 00',
  projectType: 'pro_platform',
  businessDescription:
    'Nous sommes une boulangerie artisanale à Genève et voulons vendre en ligne. '.repeat(2),
  likedSites: 'https://example.ch',
  dislikedSites: '',
  briefConfirmed: 'true',
  language: 'fr',
}
const textPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const filePart = (name: string, type: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ])
// The form as a browser encodes it, built once: the load generator must cost the machine little,
// so that the figures are the server's (only the e-mail address differs between briefs).
const fieldsPart = Object.entries(FIELDS)
  .map(([name, value]) => textPart(name, value))
  .join('')
const filesPart = Buffer.concat([
  filePart('cahier.pdf', 'application/pdf', pdf),
  filePart('logo.png', 'image/png', png),
  Buffer.from(`--${BOUNDARY}--\r\n`),
])
/** One brief's body in its parts, as /demarrer-projet posts it (BRIEF_CONTENT_TYPE), from `email`. */
const briefParts = (email: string) => [
  Buffer.from(fieldsPart + textPart('email', email)),
  filesPart,
]
/** One brief's body, as /demarrer-projet posts it (BRIEF_CONTENT_TYPE), from `email`. */
export const briefBody = (email: string) => Buffer.concat(briefParts(email))

type Stored = { email: string; submissions: number; projects: number; files: FileRow[] }
type FileRow = { submission: number; filename: string }

const storedBriefs = async (databaseUri: string, run: string) => {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<Stored>(
      `select s.email, count(distinct s.id)::int as submissions, count(distinct p.id)::int as projects,
              coalesce(json_agg(distinct jsonb_build_object('submission', f.submission_id, 'filename', f.filename))
                filter (where f.id is not null), '[]') as files
         from project_submissions s
         left join client_projects p on p.submission_id = s.id
         left join project_files f on f.submission_id = s.id
        where s.email like $1
        group by s.email`,
      [`bench-${run}-%`],
    )
    return new Map(rows.map((row) => [row.email, row]))
  } finally {
    await client.end()
  }
}

/** The file as the storage adapter wrote it (media/project-files/<submission>/<name>). */
const fileOnDisk = (mediaDir: string, { submission, filename }: FileRow) => {
  const file = path.join(mediaDir, 'project-files', String(submission), filename)
  return fs.existsSync(file) ? sha256(fs.readFileSync(file)) : null
}

/** One brief from its own address (`index` picks it); its e-mail once acknowledged. */
const sendBrief = async (post: Poster['post'], email: string, index: number) => {
  const { status } = await post(
    '/api/project-submissions/brief',
    {
      'content-type': BRIEF_CONTENT_TYPE,
      // As a browser asks: the server then compresses its answer, as it does for visitors.
      'accept-encoding': 'gzip, deflate, br, zstd',
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    briefParts(email),
  )
  if (status !== 201) throw new Error(`HTTP ${status}`)
  return email
}

export const benchIntake = async (app: AppServer): Promise<Measure[]> => {
  const run = crypto.randomBytes(3).toString('hex')
  const emailOf = (key: string) => `bench-${run}-${key}@bench.example.com`
  // The same load first on the cold server, not counted in the figures: its first few hundred
  // briefs pay for loading and optimising the code (their p95 is printed apart), as a server
  // that has been up for a while no longer does. They are checked like the others.
  const poster = httpPoster(app.url, CONNECTIONS)
  const send = (email: string, index: number) => sendBrief(poster.post, email, index)
  const sendAll = async () => ({
    warmUp: await runLoad(WARM_UP_BRIEFS, CONNECTIONS, (index) =>
      send(emailOf(`warm-${index}`), BRIEFS + index),
    ),
    load: await runLoad(BRIEFS, CONNECTIONS, (index) => send(emailOf(String(index)), index)),
  })
  const { warmUp, load } = await sendAll().finally(poster.close)
  // A failed send leaves a hole in `outcomes`, which filter skips.
  const acknowledgedEmails = [...warmUp.outcomes, ...load.outcomes].filter(Boolean)

  const stored = await storedBriefs(app.databaseUri, run)
  let lost = 0
  let doubled = 0
  let badFiles = 0
  for (const email of acknowledgedEmails) {
    const row = stored.get(email)
    if (!row || row.projects !== 1) {
      lost++
      continue
    }
    if (row.submissions > 1) doubled++
    const expected = new Set(Object.keys(SENT))
    for (const file of row.files) {
      if (expected.delete(file.filename) && fileOnDisk(app.mediaDir, file) === SENT[file.filename])
        continue
      badFiles++
    }
    badFiles += expected.size
  }
  const acknowledged = load.outcomes.filter(Boolean).length
  const errors = [...warmUp.errors, ...load.errors]
  if (errors.length) console.error(errors.slice(0, 5).join('\n'))

  const section = 'Intake (1,000 briefs, 20 connections)'
  return [
    {
      section,
      name: `warm-up p95 (first ${WARM_UP_BRIEFS}, cold server)`,
      value: percentile(warmUp.latenciesMs, 95),
      unit: 'ms',
    },
    { section, name: 'throughput', value: load.requestsPerSecond, unit: 'req/s' },
    { section, name: 'p50', value: percentile(load.latenciesMs, 50), unit: 'ms' },
    {
      section,
      name: 'p95',
      value: percentile(load.latenciesMs, 95),
      unit: 'ms',
      budget: { max: 300 },
    },
    { section, name: 'errors', value: errors.length, unit: '', budget: { max: 0 } },
    { section, name: 'acknowledged', value: acknowledged, unit: '', budget: { min: BRIEFS } },
    { section, name: 'lost (warm-up included)', value: lost, unit: '', budget: { max: 0 } },
    { section, name: 'stored twice', value: doubled, unit: '', budget: { max: 0 } },
    { section, name: 'files missing or altered', value: badFiles, unit: '', budget: { max: 0 } },
  ]
}
