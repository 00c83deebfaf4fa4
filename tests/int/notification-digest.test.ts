import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { partOf, useSmtpServer } from '../helpers/smtp'

/**
 * The notification digest: a burst of events sends one mail per person, through the jobs queue,
 * once, even when the queue runs twice at the same time; in the person's language, with a plain
 * text part and a link to each page.
 */
let smtp: Awaited<ReturnType<typeof useSmtpServer>>
let helpers: typeof import('../helpers/payload')
let runner: typeof import('@/server/platform/jobs/runner')
let payload: Payload
let actors: import('../helpers/payload').Actors
let projectA: ClientProject

beforeAll(async () => {
  smtp = await useSmtpServer()
  helpers = await import('../helpers/payload')
  runner = await import('@/server/platform/jobs/runner')
  payload = await helpers.testPayload()
  actors = await helpers.createActorsReadingEnglish(payload)
  const { fixtures } = await import('../helpers/fixtures')
  projectA = await fixtures(payload).project(actors.clientA)
})
afterAll(() => smtp.close())

/** The digest jobs waiting for one person. */
const digestJobs = async (userId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendNotificationDigest' } },
          { 'input.userId': { equals: userId } },
        ],
      },
      pagination: false,
      ...helpers.system,
    })
  ).docs

/** Makes the waiting digests due now, as ten minutes later, and runs them. */
const runDigestsNow = async (userId: number) => {
  for (const job of await digestJobs(userId)) {
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      ...helpers.system,
    })
  }
  await runner.runJobsExclusively(payload, { limit: 50 })
}

it('gathers 50 updates posted within a minute into one mail, sent once', async () => {
  const posted = Date.now()
  for (let index = 1; index <= 50; index += 1) {
    await payload.create({
      collection: 'project-updates',
      data: { project: projectA.id, updateNote: `Étape ${index}`, status: 'completed' },
      user: actors.admin,
      overrideAccess: false,
    })
  }
  expect(Date.now() - posted).toBeLessThan(60_000)
  const [job, ...others] = await digestJobs(actors.clientA.id)
  expect(others).toEqual([])
  // Due within 10 minutes of the first event, not sooner than the burst could gather.
  const due = new Date(job!.waitUntil!).getTime() - posted
  expect(due).toBeGreaterThan(5 * 60_000)
  expect(due).toBeLessThanOrEqual(10 * 60_000)
  // Not due yet: a run of the queue now sends nothing.
  await runner.runJobsExclusively(payload, { limit: 50 })
  expect(smtp.count(actors.clientA.email)).toBe(0)

  // The same job claimed twice (two runs at once) and a run queued again by hand: one mail.
  await payload.update({
    collection: 'payload-jobs',
    id: job!.id,
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    ...helpers.system,
  })
  await payload.jobs.queue({ task: 'sendNotificationDigest', input: { userId: actors.clientA.id } })
  await Promise.all([
    runner.runJobsExclusively(payload, { limit: 50 }),
    runner.runJobsExclusively(payload, { limit: 50 }),
  ])
  await runDigestsNow(actors.clientA.id)
  expect(smtp.count(actors.clientA.email)).toBe(1)

  const mail = await smtp.mailTo(actors.clientA.email)
  expect(mail.subject).toBe('50 new notifications')
  const text = partOf(mail.raw, 'text/plain').toString('utf8')
  expect(text).toContain('Hello clientA,')
  expect(text).toMatch(/New project update: Étape 1\r?\n/)
  expect(text).toMatch(/New project update: Étape 50\r?\n/)
  expect(text).toContain('/en/espace-client/mises-a-jour')
  expect(partOf(mail.raw, 'text/html').toString('utf8')).toContain('Étape 50')
  const { docs } = await payload.find({
    collection: 'notifications',
    where: { recipient: { equals: actors.clientA.id } },
    pagination: false,
    ...helpers.system,
  })
  expect(docs).toHaveLength(50)
  expect(docs.filter(({ emailedAt }) => !emailedAt)).toEqual([])
  expect(await digestJobs(actors.clientA.id)).toEqual([])
})

it('starts a new digest for the next event, in the recipient’s language, with its page', async () => {
  const { fixtures } = await import('../helpers/fixtures')
  const deliverable = await fixtures(payload).deliverable(projectA.id)
  await fixtures(payload).projectFile(projectA.id, deliverable.id)
  const { approveDeliverable } = await import('@/server/files/approve-deliverable')
  await approveDeliverable(payload, actors.clientA, deliverable.id)
  expect(await digestJobs(actors.admin.id)).toHaveLength(1)
  // Two instances sending the same person's digest at once (outside the queue's own turn-taking).
  const { sendNotificationDigest } =
    await import('@/server/notifications/notification-digest-tasks')
  const send = () =>
    (sendNotificationDigest.handler as (args: unknown) => Promise<{ output: { sent: number } }>)({
      input: { userId: actors.admin.id },
      req: { payload },
    })
  const runs = await Promise.all([send(), send()])
  expect(runs.map(({ output }) => output.sent).sort()).toEqual([0, 1])
  await runDigestsNow(actors.admin.id)
  expect(smtp.count(actors.admin.email)).toBe(1)
  const mail = await smtp.mailTo(actors.admin.email)
  expect(mail.subject).toBe('1 nouvelle notification')
  const text = partOf(mail.raw, 'text/plain').toString('utf8')
  expect(text).toContain('Livrable approuvé : Maquette accueil · v1')
  expect(text).toContain(`/admin/projects/${projectA.id}/fichiers`)
  expect(text).toContain('/admin/settings')
})

it('mails nothing, and queues no digest, for a kind kept in the app', async () => {
  await payload.update({
    collection: 'users',
    id: actors.clientA.id,
    data: { notificationsInAppOnly: ['updatePosted'] },
    ...helpers.system,
  })
  await payload.create({
    collection: 'project-updates',
    data: { project: projectA.id, updateNote: 'Sans e-mail', status: 'completed' },
    ...helpers.system,
  })
  expect(await digestJobs(actors.clientA.id)).toEqual([])
  await runDigestsNow(actors.clientA.id)
  expect(smtp.count(actors.clientA.email)).toBe(1)
})

it('leaves out what the reader already read in the app, and sends no empty mail', async () => {
  await payload.update({
    collection: 'users',
    id: actors.clientB.id,
    data: { notificationsInAppOnly: [] },
    ...helpers.system,
  })
  const { fixtures } = await import('../helpers/fixtures')
  const projectB = await fixtures(payload).project(actors.clientB)
  await payload.create({
    collection: 'project-updates',
    data: { project: projectB.id, updateNote: 'Déjà lu', status: 'completed' },
    ...helpers.system,
  })
  expect(await digestJobs(actors.clientB.id)).toHaveLength(1)
  // Read in the app (the bell, or the page itself) before the digest is due.
  await payload.update({
    collection: 'notifications',
    where: { recipient: { equals: actors.clientB.id } },
    data: { readAt: new Date().toISOString() },
    user: actors.clientB,
    overrideAccess: false,
  })
  await runDigestsNow(actors.clientB.id)
  expect(smtp.count(actors.clientB.email)).toBe(0)
})
