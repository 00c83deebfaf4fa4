import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { startSmtpServer } from '../helpers/smtp'

/** 'Démarrer' and 'Terminer' on a change request: transitions, audit trail, the client's e-mail. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
const tokens: Record<string, string> = {}

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

const act = async (kind: 'start' | 'finish', id: number, email: string | null) =>
  rest('POST', `client-requests/${id}/${kind}`, email ? { token: await tokenOf(email) } : {})

const newRequest = async (page: string) => {
  const payload = await helpers.testPayload()
  return payload.create({
    collection: 'client-requests',
    data: {
      project: project.id,
      pageConcerned: page,
      changeDescription: 'Changer le texte.',
      status: 'Pending',
    },
    ...helpers.system,
  })
}

const stored = async (id: number) => {
  const payload = await helpers.testPayload()
  const request = await payload.findByID({
    collection: 'client-requests',
    id,
    depth: 0,
    ...helpers.system,
  })
  const { docs } = await payload.find({
    collection: 'activities',
    where: { entityType: { equals: 'request' }, entityId: { equals: String(id) } },
    sort: 'createdAt',
    ...helpers.system,
  })
  return { request, activities: docs.map(({ action, actor }) => ({ action, actor })) }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const adminName = () => `${actors.admin.firstName} ${actors.admin.lastName}`.trim()

describe('starting and finishing a request', () => {
  it('starts a pending request for the acting admin, then finishes it and mails the client', async () => {
    const request = await newRequest('Accueil démarrée')
    expect((await act('start', request.id, actors.admin.email)).status).toBe(200)
    let now = await stored(request.id)
    expect(now.request).toMatchObject({ status: 'InProgress', assignee: actors.admin.id })
    expect(now.activities).toEqual([{ action: 'Demande démarrée', actor: adminName() }])

    const again = await act('start', request.id, actors.admin.email)
    expect(again.status).toBe(409)
    expect(again.data.message).toBe('Seule une demande en attente peut être démarrée.')

    expect((await act('finish', request.id, actors.admin.email)).status).toBe(200)
    now = await stored(request.id)
    expect(now.request.status).toBe('Done')
    expect(now.request.resolvedAt).toBeTruthy()
    expect(now.activities.map(({ action }) => action)).toEqual([
      'Demande démarrée',
      'Demande terminée',
    ])
    const mail = await smtp.mailTo(actors.clientA.contactEmail || actors.clientA.email, (m) =>
      m.subject.includes('Accueil démarrée'),
    )
    expect(mail.subject).toBe('Votre demande est terminée : Accueil démarrée')
    expect(mail.body).toContain('/espace-client/demandes')

    const finished = await act('finish', request.id, actors.admin.email)
    expect(finished.status).toBe(409)
    expect(finished.data.message).toBe('Cette demande est déjà terminée.')

    // The client reads the new status through its own access.
    const seen = await rest('GET', `client-requests/${request.id}`, {
      token: await tokenOf(actors.clientA.email),
    })
    expect(seen.data.status).toBe('Done')
  })

  it('finishes a pending request directly; ten clicks at once act once', async () => {
    const request = await newRequest('Contact dix fois')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act('finish', request.id, actors.admin.email)),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(9)
    expect((await stored(request.id)).activities).toHaveLength(1)
    const address = actors.clientA.contactEmail || actors.clientA.email
    await smtp.mailTo(address, (m) => m.subject.includes('Contact dix fois'))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(smtp.all(address).filter((m) => m.subject.includes('Contact dix fois'))).toHaveLength(1)
  })

  it('is refused to clients and editors (403), visitors (401), and 404 for a missing one', async () => {
    const request = await newRequest('Refus')
    for (const kind of ['start', 'finish'] as const) {
      for (const email of [actors.clientA.email, actors.clientB.email, actors.editor.email]) {
        expect((await act(kind, request.id, email)).status).toBe(403)
      }
      expect((await act(kind, request.id, null)).status).toBe(401)
      expect((await act(kind, 99_999_999, actors.admin.email)).status).toBe(404)
    }
    const now = await stored(request.id)
    expect(now.request.status).toBe('Pending')
    expect(now.activities).toEqual([])
  })
})
