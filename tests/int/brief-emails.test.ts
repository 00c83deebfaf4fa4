import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setStudioIdentity } from '../helpers/billing'
import { startSmtpServer } from '../helpers/smtp'

/** The brief's two e-mails, after the commit, over real SMTP; a mail server that is down loses nothing. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  // The studio's inbox is its identity's e-mail.
  await setStudioIdentity(await helpers.testPayload(), { email: 'studio-briefs@test.example.com' })
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const send = async (language: 'fr' | 'en', projectType = 'launch_site') => {
  const email = helpers.uniqueEmail('brief-mail')
  const form = new FormData()
  const fields: Record<string, string> = {
    firstName: 'Camille',
    lastName: 'Dupont',
    companyName: 'Boulangerie <Dupont>',
    email,
    phone: '+41 79 000 00 00',
    projectType,
    businessDescription: 'Nous voulons un site vitrine pour notre boulangerie artisanale. '.repeat(
      3,
    ),
    briefConfirmed: 'true',
    language,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const answer = await rest('POST', 'project-submissions/brief', { form })
  expect(answer.status, JSON.stringify(answer.data)).toBe(201)
  const payload = await helpers.testPayload()
  const { docs } = await payload.find({
    collection: 'project-submissions',
    where: { email: { equals: email } },
    ...helpers.system,
  })
  return { email, id: docs[0]!.id }
}

/**
 * The brief's own mail jobs still waiting. By task too: a form's mail job names its form answer
 * `submissionId` as well, and another test file on this worker's database may leave one waiting.
 */
const pendingJobs = async (submissionId: number) => {
  const payload = await helpers.testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { in: ['sendBriefAck', 'notifyStudioOfBrief'] } },
    limit: 100,
    ...helpers.system,
  })
  return docs.filter(
    (job) => (job.input as { submissionId?: number }).submissionId === submissionId,
  )
}

describe('brief e-mails', () => {
  it('acknowledge the visitor in the page’s language and tell the studio where to look', async () => {
    const { email, id } = await send('en', 'real_software')
    const ack = await smtp.mailTo(email)
    expect(ack.subject).toBe('We have received your brief')
    expect(ack.body).toContain('Hello Camille,')
    // The offer in the visitor's language; the studio's notice names it in French.
    expect(ack.body).toContain('(Software)')
    const notice = await smtp.mailTo('studio-briefs@test.example.com', ({ body }) =>
      body.includes(email),
    )
    expect(notice.subject).toContain('Nouveau brief : Camille Dupont')
    expect(notice.subject).toContain('· Logiciel')
    expect(notice.body).toContain(`/admin/submissions?submission=${id}`)
    expect(notice.body).toContain('Boulangerie &#60;Dupont&#62;')
    // The job is done (and removed) just after its mail went out.
    await expect.poll(() => pendingJobs(id)).toEqual([])
  })

  it('keep the brief when the mail server is down, and go out once it is back', async () => {
    const port = Number(new URL(smtp.url).port)
    await smtp.close()
    const { email, id } = await send('fr')
    // Both first tries failed (they run after the answer) and both jobs wait for a retry.
    await expect
      .poll(async () => (await pendingJobs(id)).filter((job) => (job.totalTried ?? 0) >= 1))
      .toHaveLength(2)
    const waiting = await pendingJobs(id)

    smtp = await startSmtpServer(port)
    const payload = await helpers.testPayload()
    for (const job of waiting) await payload.jobs.runByID({ id: job.id, silent: true })
    const ack = await smtp.mailTo(email)
    expect(ack.subject).toBe('Nous avons bien reçu votre brief')
    expect(smtp.count(email)).toBe(1)
    expect(await pendingJobs(id)).toEqual([])
  })

  it('go out once each when the periodic run overlaps the first tries, and hold no connection', async () => {
    const payload = await helpers.testPayload()
    const { runDueJobs } = await import('@/server/platform/jobs/runner')
    // Briefs arrive while the periodic run of due jobs starts again and again.
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        Promise.all([send(index % 2 ? 'fr' : 'en'), runDueJobs(payload)]),
      ),
    )
    await runDueJobs(payload)
    for (const [{ email, id }] of sent) {
      await smtp.mailTo(email)
      await expect.poll(() => pendingJobs(id)).toEqual([])
      expect(smtp.count(email)).toBe(1)
      const notices = smtp
        .all('studio-briefs@test.example.com')
        .filter(({ body }) => body.includes(email))
      expect(notices).toHaveLength(1)
    }
    const database = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await database.connect()
    const { rows } = await database.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
    )
    await database.end()
    expect(rows[0]!.count).toBe(0)
  })

  it('cannot be run or queued by visitors or clients through the API', async () => {
    const { clientA } = await helpers.createActors(await helpers.testPayload())
    const login = await rest('POST', 'users/login', {
      json: { email: clientA.email, password: helpers.TEST_PASSWORD },
    })
    for (const token of [undefined, login.data.token as string]) {
      expect((await rest('GET', 'payload-jobs/run', { token })).status).toBeGreaterThanOrEqual(400)
      expect((await rest('GET', 'payload-jobs', { token })).status).toBeGreaterThanOrEqual(400)
    }
  })
})
