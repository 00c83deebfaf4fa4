import { beforeAll, describe, expect, it } from 'vitest'

import { queueScheduledJobs } from '@/server/platform/jobs/runner'

import { createActors, system, TEST_PASSWORD, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Addresses never confirmed are erased after 30 days by one nightly job, queued once. */
beforeAll(async () => {
  await testPayload()
})

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const purgeJobs = async () => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'purgeUnconfirmedSubscribers' } },
    ...system,
  })
  return docs
}

describe('purge of unconfirmed newsletter addresses', () => {
  it('is scheduled once for the night, however many instances ask at the same time', async () => {
    const payload = await testPayload()
    await Promise.all([queueScheduledJobs(payload), queueScheduledJobs(payload)])
    await queueScheduledJobs(payload)
    const jobs = await purgeJobs()
    expect(jobs).toHaveLength(1)
    const waitUntil = new Date(jobs[0]!.waitUntil ?? 0)
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now())
    expect(waitUntil.getHours()).toBe(3)
  })

  it('erases unconfirmed addresses older than 30 days and keeps the rest', async () => {
    const payload = await testPayload()
    const make = (label: string, sentDaysAgo: number, confirmed: boolean) =>
      payload.create({
        collection: 'newsletter-subscribers',
        data: {
          email: uniqueEmail(label),
          language: 'fr',
          confirmationSentAt: daysAgo(sentDaysAgo),
          confirmedAt: confirmed ? daysAgo(sentDaysAgo - 1) : null,
        },
        ...system,
      })
    const stale = await make('stale', 31, false)
    const recent = await make('recent', 29, false)
    const consented = await make('consented', 60, true)
    await payload.jobs.queue({ task: 'purgeUnconfirmedSubscribers', input: {} })
    await payload.jobs.run({ where: { taskSlug: { equals: 'purgeUnconfirmedSubscribers' } } })
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { id: { in: [stale.id, recent.id, consented.id] } },
      ...system,
    })
    expect(docs.map(({ id }) => id).sort()).toEqual([recent.id, consented.id].sort())
  })

  it('keeps the schedules’ record away from every account, which could otherwise stop the purge', async () => {
    const actors = await createActors(await testPayload())
    for (const actor of [actors.clientA, actors.editor, actors.admin]) {
      const login = await rest('POST', 'users/login', {
        json: { email: actor.email, password: TEST_PASSWORD },
      })
      const token = login.data.token as string
      expect((await rest('GET', 'globals/payload-jobs-stats', { token })).status).toBe(403)
      const write = await rest('POST', 'globals/payload-jobs-stats', {
        token,
        json: { stats: { scheduledRuns: {} } },
      })
      expect(write.status, actor.role).toBe(403)
    }
  })
})
