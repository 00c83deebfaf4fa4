import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { startSmtpServer } from '../helpers/smtp'

/** POST /api/client-requests/submit: a client's change request, its SLA clock and the studio's mail. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let projectA: ClientProject
let projectB: ClientProject
const STUDIO = 'studio-requests@test.example.com'

const tokenOf = async (email: string) =>
  (await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })).data
    .token as string

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  // The studio's inbox is its identity's e-mail.
  const { setStudioIdentity } = await import('../helpers/billing')
  await setStudioIdentity(payload, { email: STUDIO })
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  projectA = await fixtures(payload).project(actors.clientA)
  projectB = await fixtures(payload).project(actors.clientB)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const submit = async (email: string | null, json: unknown) =>
  rest('POST', 'client-requests/submit', {
    json,
    ...(email ? { token: await tokenOf(email) } : {}),
  })

describe('a client sends a change request', () => {
  it('stores it Pending on its project, as typed, and e-mails the studio', async () => {
    const description = '<script>alert(1)</script> Remplacer la photo de l’équipe'
    const before = Date.now()
    const answer = await submit(actors.clientA.email, {
      project: projectA.id,
      pageConcerned: ' Accueil ',
      changeDescription: description,
    })
    expect(answer.status).toBe(201)
    const payload = await helpers.testPayload()
    const stored = await payload.findByID({
      collection: 'client-requests',
      id: answer.data.id as number,
      depth: 0,
      ...helpers.system,
    })
    expect(stored).toMatchObject({
      project: projectA.id,
      user: actors.clientA.id,
      pageConcerned: 'Accueil',
      changeDescription: description,
      status: 'Pending',
      slaHours: 0,
      resolvedAt: null,
    })
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const mail = await smtp.mailTo(STUDIO, (candidate) => candidate.subject.includes('Accueil'))
    expect(mail.subject).toBe(`Nouvelle demande : ${projectA.projectName} · Accueil`)
    expect(mail.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.body).not.toContain('<script>')
    expect(mail.body).toContain(`/admin/support?request=${stored.id}`)
  })

  it('refuses empty fields with the spec’s message and stores nothing', async () => {
    const payload = await helpers.testPayload()
    const count = async () =>
      (await payload.count({ collection: 'client-requests', ...helpers.system })).totalDocs
    const before = await count()
    const answer = await submit(actors.clientA.email, {
      project: projectA.id,
      pageConcerned: '',
      changeDescription: '   ',
    })
    expect(answer.status).toBe(400)
    expect(answer.data.errors).toEqual([
      { field: 'pageConcerned', message: 'Champ requis' },
      { field: 'changeDescription', message: 'Champ requis' },
    ])
    for (const body of [
      null,
      'texte',
      { project: 'x', pageConcerned: 'a', changeDescription: 'b' },
    ]) {
      expect((await submit(actors.clientA.email, body)).status).toBe(400)
    }
    expect(await count()).toBe(before)
  })

  it('answers another client’s project like a missing one, and a visitor with 401', async () => {
    const payload = await helpers.testPayload()
    const body = { project: projectB.id, pageConcerned: 'Contact', changeDescription: 'Intrusion' }
    const foreign = await submit(actors.clientA.email, body)
    expect(foreign.status).toBe(404)
    expect(foreign.data.message).toBe('Projet introuvable')
    expect((await submit(actors.clientA.email, { ...body, project: 999_999 })).status).toBe(404)
    expect((await submit(null, body)).status).toBe(401)
    const { totalDocs } = await payload.count({
      collection: 'client-requests',
      where: { changeDescription: { equals: 'Intrusion' } },
      ...helpers.system,
    })
    expect(totalDocs).toBe(0)
  })

  it('keeps the request when the mail server is down, and sends it on a retry', async () => {
    await smtp.close()
    const answer = await submit(actors.clientA.email, {
      project: projectA.id,
      pageConcerned: 'Tarifs',
      changeDescription: 'Mettre à jour les prix.',
    })
    expect(answer.status).toBe(201)
    const payload = await helpers.testPayload()
    const failedJobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'notifyStudioOfRequest' } },
          ...helpers.system,
        })
      ).docs.filter(
        (job) =>
          (job.input as { requestId: number }).requestId === answer.data.id &&
          (job.totalTried ?? 0) >= 1,
      )
    // The first try runs after the answer, fails, and leaves the job for a retry.
    await expect.poll(failedJobs).toHaveLength(1)
    const docs = await failedJobs()
    smtp = await startSmtpServer(Number(new URL(process.env.SMTP_URL!).port))
    for (const job of docs) await payload.jobs.runByID({ id: job.id, silent: true })
    const mail = await smtp.mailTo(STUDIO, (candidate) => candidate.subject.includes('Tarifs'))
    expect(mail.body).toContain('Mettre à jour les prix.')
  })
})
