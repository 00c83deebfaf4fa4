import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject, Notification, User } from '../../payload-types'
import { useSmtpServer } from '../helpers/smtp'

/**
 * The bell's notifications: who hears of which event, who reads and marks which row (REST and
 * the Local API), and the account's choice of e-mails.
 */
let smtp: Awaited<ReturnType<typeof useSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let fixtures: (typeof import('../helpers/fixtures'))['fixtures']
let PDF_BYTES: Buffer
let payload: Payload
let actors: import('../helpers/payload').Actors
let projectA: ClientProject
let projectB: ClientProject
const tokens: Record<string, string> = {}

beforeAll(async () => {
  smtp = await useSmtpServer()
  helpers = await import('../helpers/payload')
  ;({ rest } = await import('../helpers/rest'))
  ;({ fixtures, PDF_BYTES } = await import('../helpers/fixtures'))
  payload = await helpers.testPayload()
  actors = await helpers.createActorsReadingEnglish(payload)
  projectA = await fixtures(payload).project(actors.clientA)
  projectB = await fixtures(payload).project(actors.clientB)
  const { signIn } = await import('../helpers/rest')
  for (const name of ['clientA', 'clientB', 'editor', 'admin'] as const) {
    tokens[name] = await signIn(actors[name].email)
  }
})
afterAll(async () => {
  await smtp.close()
})

const notificationsOf = async (user: User) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { recipient: { equals: user.id } },
      sort: '-id',
      pagination: false,
      ...helpers.system,
    })
  ).docs
const latestOf = async (user: User) => (await notificationsOf(user))[0]
const postUpdate = (projectId: number, note = 'Maquettes prêtes.') =>
  rest('POST', 'project-updates', {
    token: tokens.admin,
    json: { project: projectId, updateNote: note, status: 'completed' },
  })

describe('events', () => {
  it('tells the project’s client of the studio’s update, deliverable, request steps and invoice', async () => {
    expect((await postUpdate(projectA.id)).status).toBe(201)
    expect(await latestOf(actors.clientA)).toMatchObject({
      kind: 'updatePosted',
      subject: 'Maquettes prêtes.',
      path: '/espace-client/mises-a-jour',
      emailWanted: true,
    })

    const form = new FormData()
    form.set('project', String(projectA.id))
    form.set('title', 'Maquette accueil')
    form.set('file', new File([new Uint8Array(PDF_BYTES)], 'maquette-accueil.pdf'))
    expect((await rest('POST', 'deliverables/upload', { token: tokens.admin, form })).status).toBe(
      201,
    )
    expect(await latestOf(actors.clientA)).toMatchObject({
      kind: 'deliverableShared',
      subject: 'Maquette accueil',
      path: '/espace-client/fichiers',
    })

    const request = await fixtures(payload).request(projectA.id)
    await rest('POST', `client-requests/${request.id}/start`, { token: tokens.admin })
    expect(await latestOf(actors.clientA)).toMatchObject({
      kind: 'requestStarted',
      path: `/espace-client/demandes/${request.id}`,
    })
    await rest('POST', `client-requests/${request.id}/finish`, { token: tokens.admin })
    expect(await latestOf(actors.clientA)).toMatchObject({
      kind: 'requestDone',
      subject: 'Accueil',
    })
    // Its own mail, which client A keeps (e-mail is on by default), in its language.
    await smtp.mailTo(
      actors.clientA.email,
      (mail) => mail.subject === 'Your request is done: Accueil',
    )

    const { fillStudioBilling } = await import('../helpers/billing')
    await fillStudioBilling(payload)
    const draft = await fixtures(payload).draftInvoice(projectA.id)
    const sent = await rest('POST', `invoices/${draft.id}/send`, { token: tokens.admin })
    expect(sent.status).toBe(200)
    expect(await latestOf(actors.clientA)).toMatchObject({
      kind: 'invoiceIssued',
      subject: sent.data.invoiceNumber,
      emailWanted: false,
    })
    // Client B, the editor and the admin heard of none of it.
    expect(await notificationsOf(actors.clientB)).toEqual([])
    expect(await notificationsOf(actors.editor)).toEqual([])
    expect((await notificationsOf(actors.admin)).map(({ kind }) => kind)).toEqual([])
  })

  it('tells the studio’s admins of a client’s request, message, approval and a brief', async () => {
    const answer = await rest('POST', 'client-requests/submit', {
      token: tokens.clientA,
      json: {
        project: projectA.id,
        pageConcerned: 'Contact',
        changeDescription: 'Ajouter la carte.',
      },
    })
    expect(answer.status).toBe(201)
    const requestId = (answer.data.doc as { id: number } | undefined)?.id ?? answer.data.id
    expect(await latestOf(actors.admin)).toMatchObject({
      kind: 'clientRequest',
      subject: 'Contact',
      path: `/admin/support/${String(requestId)}`,
    })

    const message = new FormData()
    message.set('request', String(requestId))
    message.set('body', 'Une question')
    message.set('key', crypto.randomUUID())
    await rest('POST', 'request-messages/post', { token: tokens.clientA, form: message })
    expect(await latestOf(actors.admin)).toMatchObject({
      kind: 'clientMessage',
      subject: 'Contact',
    })

    const deliverable = await fixtures(payload).deliverable(projectA.id)
    await fixtures(payload).projectFile(projectA.id, deliverable.id)
    await rest('POST', `deliverables/${deliverable.id}/approve`, { token: tokens.clientA })
    expect(await latestOf(actors.admin)).toMatchObject({
      kind: 'deliverableApproved',
      subject: 'Maquette accueil · v1',
      path: `/admin/projects/${projectA.id}/fichiers`,
    })

    const { submitBrief } = await import('@/server/briefs/submit-brief')
    const { submissionData } = await import('../helpers/fixtures')
    const { status: _status, ...brief } = submissionData()
    await submitBrief(
      payload,
      { ...brief, briefConfirmed: true, likedSites: '', dislikedSites: '' },
      [],
    )
    expect(await latestOf(actors.admin)).toMatchObject({
      kind: 'briefReceived',
      subject: 'Boulangerie Test · Léa Favre',
      path: '/admin/submissions',
    })
    // Editors write the site's content: they hear of no project; clients of no other client.
    expect(await notificationsOf(actors.editor)).toEqual([])
    expect(await notificationsOf(actors.clientB)).toEqual([])
  })
})

describe('access', () => {
  let ofA: Notification

  beforeAll(async () => {
    await postUpdate(projectA.id, 'Pour A seulement')
    ofA = (await latestOf(actors.clientA))!
  })

  it('shows each person its own notifications only, over REST', async () => {
    const listed = async (name: string) =>
      (
        (await rest('GET', 'notifications?limit=100', { token: tokens[name] })).data.docs as {
          id: number
        }[]
      ).map(({ id }) => id)
    expect(await listed('clientA')).toContain(ofA.id)
    for (const name of ['clientB', 'editor', 'admin']) {
      expect(await listed(name)).not.toContain(ofA.id)
    }
    expect((await rest('GET', 'notifications')).status).toBe(403)
    // The count a bell shows is its reader's own.
    const count = await rest('GET', 'notifications/count', { token: tokens.clientB })
    expect(count.data.totalDocs).toBe((await notificationsOf(actors.clientB)).length)
  })

  it('answers another person’s notification exactly like one that does not exist', async () => {
    const markRead = (name: string, id: number) =>
      rest('PATCH', `notifications/${id}`, {
        token: tokens[name],
        json: { readAt: new Date().toISOString() },
      })
    for (const name of ['clientB', 'editor', 'admin']) {
      const missing = await rest('GET', 'notifications/999999', { token: tokens[name] })
      expect(missing.status).toBe(404)
      const answer = await rest('GET', `notifications/${ofA.id}`, { token: tokens[name] })
      expect(answer.status).toBe(404)
      expect(answer.data).toEqual(missing.data)
      // Payload refuses a write on a row its reader cannot see as it refuses a missing one (403).
      const [patched, patchedMissing] = [await markRead(name, ofA.id), await markRead(name, 999999)]
      expect(patched.status).toBe(403)
      expect([patched.status, patched.data]).toEqual([patchedMissing.status, patchedMissing.data])
    }
    expect((await latestOf(actors.clientA))?.readAt).toBeFalsy()
  })

  it('follows the same rules through the Local API', async () => {
    const as = (user: User) => ({ user, overrideAccess: false }) as const
    for (const name of ['clientB', 'editor', 'admin'] as const) {
      await expect(
        payload.findByID({ collection: 'notifications', id: ofA.id, ...as(actors[name]) }),
      ).rejects.toMatchObject({ status: 404 })
      const { docs } = await payload.find({ collection: 'notifications', ...as(actors[name]) })
      expect(docs.map(({ id }) => id)).not.toContain(ofA.id)
    }
    const own = await payload.findByID({
      collection: 'notifications',
      id: ofA.id,
      ...as(actors.clientA),
    })
    expect(own.id).toBe(ofA.id)
    await expect(
      payload.create({
        collection: 'notifications',
        data: { recipient: actors.clientA.id, kind: 'updatePosted', subject: 'x', path: '/x' },
        ...as(actors.admin),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('lets nobody write or delete one over REST; its reader marks it read, once', async () => {
    for (const name of ['clientA', 'admin']) {
      const created = await rest('POST', 'notifications', {
        token: tokens[name],
        json: { recipient: actors.clientA.id, kind: 'updatePosted', subject: 'Faux', path: '/x' },
      })
      expect(created.status).toBe(403)
    }
    expect(
      (await rest('DELETE', `notifications/${ofA.id}`, { token: tokens.clientA })).status,
    ).toBe(403)
    const mark = () =>
      rest('PATCH', `notifications/${ofA.id}`, {
        token: tokens.clientA,
        json: { readAt: '2000-01-01T00:00:00.000Z', subject: 'Changé', path: 'https://evil.test' },
      })
    // A double click: both answer, the first moment stays, nothing else changes.
    const [first, second] = await Promise.all([mark(), mark()])
    expect([first.status, second.status]).toEqual([200, 200])
    const read = (await latestOf(actors.clientA))!
    expect(new Date(read.readAt!).getFullYear()).toBeGreaterThan(2000)
    expect(read).toMatchObject({ subject: 'Pour A seulement', path: '/espace-client/mises-a-jour' })
    const again = await mark()
    expect((again.data.doc as Notification).readAt).toBe(read.readAt)
  })

  it('marks all of one’s own as read at once, and no one else’s', async () => {
    await postUpdate(projectA.id)
    await postUpdate(projectB.id)
    const answer = await rest('PATCH', 'notifications?where[readAt][exists]=false', {
      token: tokens.clientA,
      json: { readAt: new Date().toISOString() },
    })
    expect(answer.status).toBe(200)
    expect((await notificationsOf(actors.clientA)).filter(({ readAt }) => !readAt)).toEqual([])
    expect((await notificationsOf(actors.clientB)).filter(({ readAt }) => !readAt)).toHaveLength(1)
  })
})

describe('choice of e-mails', () => {
  it('keeps a kind in the app only when the account says so, and mails nothing for it', async () => {
    const chosen = await rest('PATCH', `users/${actors.clientB.id}`, {
      token: tokens.clientB,
      json: { notificationsInAppOnly: ['updatePosted', 'studioMessage'] },
    })
    expect(chosen.status).toBe(200)
    await postUpdate(projectB.id, 'Sans e-mail')
    expect(await latestOf(actors.clientB)).toMatchObject({
      subject: 'Sans e-mail',
      emailWanted: false,
    })
    const request = await fixtures(payload).request(projectB.id)
    const message = new FormData()
    message.set('request', String(request.id))
    message.set('body', 'Réponse du studio')
    message.set('key', crypto.randomUUID())
    await rest('POST', 'request-messages/post', { token: tokens.admin, form: message })
    expect(await latestOf(actors.clientB)).toMatchObject({ kind: 'studioMessage' })
    const { runJobsExclusively } = await import('@/server/platform/jobs/runner')
    await runJobsExclusively(payload, { limit: 50 })
    expect(smtp.count(actors.clientB.email)).toBe(0)
  })

  it('refuses an unknown kind and another account’s choice', async () => {
    const unknown = await rest('PATCH', `users/${actors.clientB.id}`, {
      token: tokens.clientB,
      json: { notificationsInAppOnly: ['nope'] },
    })
    expect(unknown.status).toBe(400)
    const other = await rest('PATCH', `users/${actors.clientA.id}`, {
      token: tokens.clientB,
      json: { notificationsInAppOnly: ['updatePosted'] },
    })
    expect(other.status).toBe(403)
    const account = await payload.findByID({
      collection: 'users',
      id: actors.clientA.id,
      ...helpers.system,
    })
    expect(account.notificationsInAppOnly ?? []).toEqual([])
  })
})

it('goes with its account when an admin deletes the account', async () => {
  const { createAccount } = await import('../helpers/staff-sign-in')
  const leaving = await createAccount('client', 'leaving')
  const project = await fixtures(payload).project(leaving)
  await postUpdate(project.id, 'Dernier suivi')
  expect(await notificationsOf(leaving)).toHaveLength(1)
  await payload.delete({
    collection: 'users',
    id: leaving.id,
    user: actors.admin,
    overrideAccess: false,
  })
  expect(await notificationsOf(leaving)).toEqual([])
})
