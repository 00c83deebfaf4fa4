import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpServer } from '../helpers/smtp'

/**
 * Several instances of the app run the same jobs queue: each queued job must run once, whichever
 * instance claims it. Each job here mails one address, so the mails received count the runs.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let runner: typeof import('@/server/platform/jobs/runner')
let payload: Payload
let other: Payload

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  runner = await import('@/server/platform/jobs/runner')
  payload = await helpers.testPayload()
  other = await (await import('../helpers/second-instance')).startSecondInstance()
})
afterAll(async () => {
  await other.destroy()
  delete process.env.SMTP_URL
  await smtp.close()
})

/**
 * `count` confirmation mails queued, one per new address, with their jobs' ids. The worker's
 * database is shared with the test files run before this one, whose leftover jobs come first in
 * an unfiltered run: runs meant to reach these jobs name them.
 */
const queueConfirmations = async (count: number) => {
  const emails = Array.from({ length: count }, () => helpers.uniqueEmail('once'))
  const ids: (number | string)[] = []
  for (const email of emails) {
    const subscriber = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, language: 'fr', confirmationSentAt: new Date().toISOString() },
      ...helpers.system,
    })
    const job = await payload.jobs.queue({
      task: 'sendNewsletterConfirmation',
      input: { subscriberId: subscriber.id },
    })
    ids.push(job.id)
  }
  return { emails, ids }
}

/** Jobs left for these addresses' subscribers (other test files queue jobs of their own meanwhile). */
const pendingJobs = async (emails: string[]) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select count(*)::int as left from payload_jobs j
      join newsletter_subscribers s on s.id = (j.input->>'subscriberId')::int
     where s.email in ${emails}`)
  return (rows[0] as { left: number }).left
}

describe('the jobs queue across instances', () => {
  it('runs each job once when two instances run the queue at the same time', async () => {
    const { emails, ids } = await queueConfirmations(20)
    const theseJobs = { where: { id: { in: ids } }, limit: ids.length }
    await Promise.all([
      runner.runJobsExclusively(payload, theseJobs),
      runner.runJobsExclusively(other, theseJobs),
    ])
    expect(emails.map((email) => smtp.count(email))).toEqual(emails.map(() => 1))
    expect(await pendingJobs(emails)).toBe(0)
  })

  it('runs each job once when one instance’s first try meets another’s periodic run', async () => {
    const { emails, ids } = await queueConfirmations(10)
    await Promise.all([
      runner.runJobsExclusively(payload, { where: { id: { in: ids } }, limit: ids.length }),
      runner.runJobsExclusively(other, { limit: 50 }),
    ])
    expect(emails.map((email) => smtp.count(email))).toEqual(emails.map(() => 1))
    expect(await pendingJobs(emails)).toBe(0)
  })
})
