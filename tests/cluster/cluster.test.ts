import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@redis/client'
import { generate } from 'otplib'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  RUN_DUE_JOBS_SIGNAL,
  SIGNALLED_RUN_DONE,
} from '../../src/server/platform/jobs/run-on-signal'
import { briefFormData } from '../helpers/brief-form'
import { frontClient, startCluster, type Cluster, type Instance } from '../helpers/cluster'
import { startSmtpServer } from '../helpers/smtp'

/**
 * Two production instances of one build behind the production front (nginx, round robin), on
 * one database, one Redis and one bucket (`npm run test:cluster`, which prepares the database
 * and the build): what one instance did, the other one knows.
 */
const PASSWORD = 'mot-de-passe-cluster'
const run = crypto.randomBytes(3).toString('hex')
const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures', name))
const PDF = fixture('brief.pdf')
const PNG = fixture('logo.png')
const SCHEDULED_MAILS = 10

let cluster: Cluster
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let database: pg.Client
let A: Instance
let B: Instance
let scheduledEmail: string

const sql = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await database.query<Row>(text, values)).rows
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let visitors = 0
/** A visitor's own address, as the front passes it on after its own hop. */
const fromVisitor = () => ({
  'x-forwarded-for': `10.1.${visitors >> 8}.${visitors++ & 255}, 127.0.0.1`,
})
const postJson = (base: string, pathname: string, data: object, headers = fromVisitor()) =>
  fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
const sendBrief = (base: string, email: string, files: [string, Buffer][]) =>
  fetch(`${base}/api/project-submissions/brief`, {
    method: 'POST',
    headers: fromVisitor(),
    body: briefFormData(email, files),
  })
/** Polls `check` until it holds; the time it took, or a failure after `timeoutMs`. */
const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(100)
  }
  return Date.now() - started
}

/** A client account made through the sign-up form on `base`. */
const signUp = async (base: string, label: string) => {
  const email = `${label}-${run}@test.example.com`
  const response = await postJson(base, '/api/users/signup', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Camille',
    lastName: 'Dupont',
    acceptTerms: true,
    newsletter: false,
  })
  expect(response.status).toBe(201)
  return email
}

/**
 * A staff member's API token: the role set as an admin would, then the sign-in on A, the second
 * factor's enrolment on B and its first code on A (a pending sign-in is in the database).
 */
const staffToken = async (role: 'admin' | 'editor') => {
  const email = await signUp(A.url, role)
  await sql('update users set role = $1 where email = $2', [role, email])
  const login = await postJson(A.url, '/api/users/login', { email, password: PASSWORD })
  expect(login.status).toBe(200)
  const { token, secondFactor } = (await login.json()) as {
    token: string
    secondFactor: { ticket: string }
  }
  const setup = await postJson(B.url, '/api/users/second-factor/setup', {
    ticket: secondFactor.ticket,
  })
  expect(setup.status).toBe(200)
  const { key } = (await setup.json()) as { key: string }
  const enable = await postJson(A.url, '/api/users/second-factor/enable', {
    ticket: secondFactor.ticket,
    code: await generate({ secret: key }),
  })
  expect(enable.status).toBe(200)
  return token
}

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run it with `npm run test:cluster`')
  smtp = await startSmtpServer()
  database = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await database.connect()
  cluster = await startCluster(2, { ...process.env, SMTP_URL: smtp.url })
  ;[A, B] = cluster.instances as [Instance, Instance]

  // Mails the queue sends later: jobs due in a moment, which neither instance tries at once;
  // the queue's runs find them due.
  scheduledEmail = `scheduled-${run}@test.example.com`
  expect((await sendBrief(A.url, scheduledEmail, [])).status).toBe(201)
  await smtp.mailTo(scheduledEmail)
  const [brief] = await sql<{ id: number }>('select id from project_submissions where email = $1', [
    scheduledEmail,
  ])
  await sql(
    `insert into payload_jobs (input, task_slug, queue, wait_until)
       select jsonb_build_object('submissionId', $1::int), 'sendBriefAck', 'default', now() + interval '2 seconds'
         from generate_series(1, $2::int)`,
    [brief!.id, SCHEDULED_MAILS],
  )
})

afterAll(async () => {
  await cluster?.stop()
  await database?.end()
  await smtp?.close()
})

describe('two instances behind the front', () => {
  it('a session opened on A is the same user on B', async () => {
    const email = await signUp(A.url, 'session')
    const login = await postJson(A.url, '/api/users/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith('payload-token='))
    expect(cookie).toBeDefined()

    // As a browser sends it: Payload takes the cookie of a request from the app's own pages only.
    const browser = { 'sec-fetch-site': 'same-origin', cookie: cookie! }
    const me = async (headers: Record<string, string>) =>
      (
        (await (await fetch(`${B.url}/api/users/me`, { headers })).json()) as {
          user: null | { email: string }
        }
      ).user
    expect((await me(browser))?.email).toBe(email)
    expect(await me({})).toBeNull()

    const account = await fetch(`${B.url}/espace-client/compte`, {
      headers: browser,
      redirect: 'manual',
    })
    expect(account.status).toBe(200)
    expect(await account.text()).toContain(email)
    const signedOut = await fetch(`${B.url}/espace-client/compte`, { redirect: 'manual' })
    expect(signedOut.status).not.toBe(200)
  })

  it('a FAQ item an editor publishes on A is on B and the front within 5 s', async () => {
    const token = await staffToken('editor')
    const question = `Les deux instances servent-elles la question ${run}`
    const front = frontClient(cluster.front)
    const onB = async () => (await (await fetch(`${B.url}/faq`)).text()).includes(question)
    const onFront = async () => {
      const page = await front.request('/faq')
      expect(page.status).toBe(200)
      return page.body.toString('utf8').includes(question)
    }
    try {
      // Both have the page (cached) before the change.
      expect(await onB()).toBe(false)
      expect(await onFront()).toBe(false)

      const created = await fetch(`${A.url}/api/faq-items?locale=fr`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          question,
          answer: 'Oui, dès la publication.',
          category: 'technical',
          order: 99,
        }),
      })
      expect(created.status).toBe(201)
      const published = Date.now()
      const onBAfter = await waitFor('the item on B', onB, 5_000)
      await waitFor('the item through the front', onFront, 5_000 - (Date.now() - published))
      console.log(
        `FAQ item on B after ${onBAfter} ms, through the front after ${Date.now() - published} ms`,
      )
    } finally {
      front.close()
    }
  })

  it("a brief's files sent to A are downloaded from B, after the access check", async () => {
    const email = `files-${run}@test.example.com`
    const sent = await sendBrief(A.url, email, [
      ['cahier.pdf', PDF],
      ['logo.png', PNG],
    ])
    expect(sent.status).toBe(201)
    const files = await sql<{ filename: string; submission_id: number }>(
      `select f.filename, f.submission_id from project_files f
         join project_submissions s on s.id = f.submission_id
        where s.email = $1 order by f.filename`,
      [email],
    )
    expect(files.map(({ filename }) => filename)).toEqual(['cahier.pdf', 'logo.png'])

    const token = await staffToken('admin')
    const bytes = { 'cahier.pdf': PDF, 'logo.png': PNG } as Record<string, Buffer>
    for (const { filename, submission_id } of files) {
      const url = `${B.url}/api/project-files/file/${filename}?prefix=${submission_id}`
      const download = await fetch(url, { headers: { authorization: `JWT ${token}` } })
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes[filename]!)).toBe(true)
      expect((await fetch(url)).status).toBe(403)
    }
    // Through the bucket: nothing of it on A's disk.
    const onDiskOfA = fs.readdirSync(A.mediaDir, { recursive: true }).map(String)
    expect(onDiskOfA.filter((name) => name.endsWith('cahier.pdf'))).toEqual([])
  })

  it('11 wrong passwords spread over A and B lock the account, counted once for both', async () => {
    const email = await signUp(A.url, 'lockout')
    const attacker = fromVisitor()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const base = attempt % 2 === 0 ? A.url : B.url
      const answer = await postJson(
        base,
        '/api/users/login',
        { email, password: 'pas-le-bon-mot' },
        attacker,
      )
      statuses.push(answer.status)
    }
    // The address's limit (10 per 15 min, in Redis) refuses the 11th whichever instance counted
    // the others: counted apart, neither would have reached 10.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    const redis = createClient({ url: cluster.redisUrl })
    await redis.connect()
    try {
      const ip = attacker['x-forwarded-for'].split(',')[0]!
      const keys = await redis.keys(`rate-limit:login:${ip}:*`)
      expect(keys).toHaveLength(1)
      expect(await redis.get(keys[0]!)).toBe('11')
    } finally {
      await redis.close()
    }
    // The account's lockout (5 wrong passwords) holds on both: the right password is refused.
    const [row] = await sql<{ lock_until: Date | null }>(
      'select lock_until from users where email = $1',
      [email],
    )
    expect(row!.lock_until!.getTime()).toBeGreaterThan(Date.now())
    for (const base of [A.url, B.url]) {
      const answer = await postJson(base, '/api/users/login', { email, password: PASSWORD })
      expect(answer.status).toBe(401)
    }
  })

  it('a scheduled mail is sent once although both instances run the queue', async () => {
    // The brief's own acknowledgement, then each scheduled one.
    const expected = 1 + SCHEDULED_MAILS
    const due = async () =>
      (
        await sql(
          "select id from payload_jobs where task_slug = 'sendBriefAck' and completed_at is null and wait_until <= now()",
        )
      ).length === SCHEDULED_MAILS
    await waitFor('the scheduled jobs to be due', due, 10_000)
    // Both instances run the queue at once, as their periodic runs may; each says when its run
    // has ended, and then every mail either run could send has gone.
    const runsEnded = () =>
      [A, B].map(
        (instance) => fs.readFileSync(instance.log, 'utf8').split(SIGNALLED_RUN_DONE).length - 1,
      )
    const before = runsEnded()
    for (const instance of [A, B]) process.kill(instance.pid, RUN_DUE_JOBS_SIGNAL)
    await waitFor(
      'both runs',
      async () => runsEnded().every((count, index) => count > before[index]!),
      30_000,
    )
    expect(smtp.count(scheduledEmail)).toBe(expected)
    const left = await sql(
      "select id from payload_jobs where task_slug = 'sendBriefAck' and completed_at is null",
    )
    expect(left).toEqual([])
  })

  it('killing A during 200 briefs sent through the front: resent with their keys, each is stored once', async () => {
    const TOTAL = 200
    const CONNECTIONS = 8
    const KILL_AFTER = 60
    const TRIES = 5
    const front = frontClient(cluster.front)
    const label = `burst-${run}`
    const acknowledged: string[] = []
    const failures: string[] = []
    let resent = 0
    let next = 0
    let answered = 0
    let killed: Promise<void> | undefined
    // As the form does: one send key per brief, the same body sent again after an error.
    const send = async (index: number) => {
      const email = `${label}-${index}@test.example.com`
      const form = new Response(briefFormData(email, [['logo.png', PNG]], crypto.randomUUID()))
      const body = Buffer.from(await form.arrayBuffer())
      for (let attempt = 1; attempt <= TRIES; attempt++) {
        try {
          const answer = await front.request('/api/project-submissions/brief', {
            method: 'POST',
            headers: {
              'content-type': form.headers.get('content-type')!,
              'x-forwarded-for': `10.2.${index >> 8}.${index & 255}`,
            },
            body,
          })
          if (answer.status === 201 || answer.status === 200) {
            if (answer.status === 200) resent++
            return acknowledged.push(email)
          }
          failures.push(`${email}: HTTP ${answer.status}`)
        } catch (error) {
          failures.push(`${email}: ${String(error)}`)
        }
      }
    }
    const sender = async () => {
      while (next < TOTAL) {
        await send(next++)
        if (++answered === KILL_AFTER) killed = A.kill('SIGKILL')
      }
    }
    // Pages read meanwhile: nginx sends a read that failed on A to B.
    let sending = true
    const reads = { ok: 0, failed: 0 }
    const reader = async () => {
      while (sending) {
        const page = await front.request('/faq').catch(() => ({ status: 0 }))
        if (page.status === 200) reads.ok++
        else reads.failed++
      }
    }
    try {
      const reading = reader()
      await Promise.all(Array.from({ length: CONNECTIONS }, sender))
      sending = false
      await reading
      await killed
    } finally {
      front.close()
    }
    const stored = new Map(
      (
        await sql<{ email: string; count: number }>(
          'select email, count(*)::int as count from project_submissions where email like $1 group by email',
          [`${label}-%`],
        )
      ).map(({ email, count }) => [email, count]),
    )
    console.log(
      `${acknowledged.length} briefs acknowledged (${resent} found already stored when sent again), ` +
        `${failures.length} tries failed (${failures.join('; ')}), ${stored.size} stored; ` +
        `${reads.ok} page reads answered, ${reads.failed} not`,
    )
    expect(killed).toBeDefined()
    expect(acknowledged).toHaveLength(TOTAL)
    expect(stored.size).toBe(TOTAL)
    expect([...stored].filter(([, count]) => count !== 1)).toEqual([])
    // Only briefs that reached A may fail: those it was answering when it died, and any nginx had
    // begun to send it before it noticed (a POST is never sent again by nginx, only by the
    // visitor). Each connection has one brief in flight at a time.
    expect(failures.length).toBeLessThanOrEqual(2 * CONNECTIONS)
    expect(reads.failed).toBe(0)
  })
})
