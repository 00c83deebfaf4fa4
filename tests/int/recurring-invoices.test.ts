import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject, Subscription, User } from '../../payload-types'
import { fillStudioBilling, setStudioIdentity } from '../helpers/billing'
import { partOf, startSmtpServer } from '../helpers/smtp'

/**
 * Recurring invoices of subscriptions: the daily job bills each due period once, sends it with
 * its PDF after commit, and moves the renewal date on, whatever the number of runs or instances.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let recurring: typeof import('../../src/server/billing/recurring/recurring-invoices')
let runner: typeof import('../../src/server/platform/jobs/runner')
let actors: import('../helpers/payload').Actors
let englishProject: ClientProject
let frenchProject: ClientProject

// 06:00 in Zurich on 1 March 2027.
const NOW = new Date('2027-03-01T05:00:00Z')
const noon = (day: string) => `${day}T12:00:00.000Z`

const subscribe = async (
  renewsOn: string | null,
  extra: Partial<Subscription> = {},
  projectId = frenchProject.id,
) =>
  (await helpers.testPayload()).create({
    collection: 'subscriptions',
    data: {
      project: projectId,
      plan: 'Plan de maintenance',
      subscriptionType: 'support',
      billingInterval: 'monthly',
      status: 'Active',
      mrrChf: 79,
      startedAt: noon('2026-12-01'),
      renewsAt: renewsOn && noon(renewsOn),
      ...extra,
    },
    ...helpers.system,
  })

const invoicesOf = async (subscriptionId: number) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'invoices',
      where: { subscription: { equals: subscriptionId } },
      sort: 'subscriptionPeriod',
      limit: 0,
      depth: 0,
      ...helpers.system,
    })
  ).docs

const renewalOf = async (subscriptionId: number) =>
  (
    await (
      await helpers.testPayload()
    ).findByID({ collection: 'subscriptions', id: subscriptionId, ...helpers.system })
  ).renewsAt?.slice(0, 10)

const activitiesOf = async (invoiceId: number) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: {
        and: [{ entityType: { equals: 'invoice' } }, { entityId: { equals: `${invoiceId}` } }],
      },
      sort: 'createdAt',
      limit: 0,
      ...helpers.system,
    })
  ).docs.map(({ action, note }) => `${action}: ${note}`)

/** A draft naming a subscription's period, written by anything but the recurring job. */
const claimPeriod = async (
  subscriptionId: number,
  period: string,
  as: { overrideAccess: true } | { user: User; overrideAccess: false },
) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project: frenchProject.id,
      status: 'Draft',
      subscription: subscriptionId,
      subscriptionPeriod: period,
      lines: [{ description: 'Maintenance', quantity: 1, unitPrice: 79, vatRate: '0' }],
      invoiceDate: NOW.toISOString(),
      dueDate: NOW.toISOString(),
    },
    ...as,
  })

const runInvoiceMails = async () =>
  runner.runJobsExclusively(await helpers.testPayload(), {
    where: { taskSlug: { equals: 'sendInvoiceEmail' } },
    limit: 100,
  })

const mailsOf = (email: string, number: string) =>
  smtp.all(email).filter((mail) => mail.subject.includes(number))

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  recurring = await import('../../src/server/billing/recurring/recurring-invoices')
  runner = await import('../../src/server/platform/jobs/runner')
  const payload = await helpers.testPayload()
  await fillStudioBilling(payload)
  // The studio's own payment term, not the default, dates the period invoices' due dates; and
  // without a VAT number (another file may have set one) the studio charges no VAT.
  const { billing } = await payload.findGlobal({ slug: 'settings', ...helpers.system })
  await payload.updateGlobal({
    slug: 'settings',
    data: { billing: { ...billing, paymentTermDays: 10 } },
    ...helpers.system,
  })
  await setStudioIdentity(payload, { vatNumber: null })
  actors = await helpers.createActorsReadingEnglish(payload)
  const { fixtures } = await import('../helpers/fixtures')
  englishProject = await fixtures(payload).project(actors.clientA)
  frenchProject = await fixtures(payload).project(actors.clientB)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

describe('the recurring invoices', () => {
  it('bill a due period once, send it with its PDF in the client’s language, and renew', async () => {
    const english = await subscribe('2027-03-01', {}, englishProject.id)
    const french = await subscribe('2027-03-01')
    const payload = await helpers.testPayload()
    await recurring.issueRecurringInvoices(payload, NOW)
    await recurring.issueRecurringInvoices(payload, NOW)

    const [invoice, ...others] = await invoicesOf(english.id)
    expect(others).toEqual([])
    expect(invoice).toMatchObject({
      status: 'Pending',
      amount: 79,
      subscriptionPeriod: '2027-03-01',
      invoiceDate: NOW.toISOString(),
      dueDate: new Date(NOW.getTime() + 10 * 86_400_000).toISOString(),
      lines: [expect.objectContaining({ description: 'Plan de maintenance — March 2027' })],
    })
    expect(invoice!.invoiceNumber).toMatch(/^2027-\d{4}$/)
    expect((await invoicesOf(french.id)).map(({ lines }) => lines![0]!.description)).toEqual([
      'Plan de maintenance — mars 2027',
    ])
    expect(await renewalOf(english.id)).toBe('2027-04-01')
    expect(await activitiesOf(invoice!.id)).toEqual([
      'Facture d’abonnement créée: Plan de maintenance — March 2027',
      `Facture envoyée: ${invoice!.invoiceNumber}`,
    ])

    await runInvoiceMails()
    const mail = await smtp.mailTo(actors.clientA.email, (m) =>
      m.subject.includes(invoice!.invoiceNumber!),
    )
    expect(partOf(mail.raw, 'application/pdf').subarray(0, 5).toString()).toBe('%PDF-')
    await runInvoiceMails()
    expect(mailsOf(actors.clientA.email, invoice!.invoiceNumber!)).toHaveLength(1)
  })

  it('bill a period once under 20 runs at the same time', async () => {
    const subscription = await subscribe('2027-02-20')
    const payload = await helpers.testPayload()
    await Promise.all(
      Array.from({ length: 20 }, () => recurring.issueRecurringInvoices(payload, NOW)),
    )
    expect((await invoicesOf(subscription.id)).map((i) => i.subscriptionPeriod)).toEqual([
      '2027-02-20',
    ])
    expect(await renewalOf(subscription.id)).toBe('2027-03-20')
  })

  it('bill a period once across a restart: another process finds it billed', async () => {
    const subscription = await subscribe('2027-02-25')
    const payload = await helpers.testPayload()
    await recurring.issueRecurringInvoices(payload, NOW)
    const restarted = await (await import('../helpers/second-instance')).startSecondInstance()
    try {
      await recurring.issueRecurringInvoices(restarted, NOW)
    } finally {
      await restarted.destroy()
    }
    expect(await invoicesOf(subscription.id)).toHaveLength(1)
  })

  it('bill through the jobs queue once, the task queued and run again on another instance', async () => {
    const { studioDay } = await import('../../src/server/billing/recurring/studio-days')
    const today = studioDay(new Date())
    const subscription = await subscribe(today, { startedAt: noon(today) }, englishProject.id)
    const payload = await helpers.testPayload()
    const other = await (await import('../helpers/second-instance')).startSecondInstance()
    const runTask = (instance: typeof payload) =>
      runner.runJobsExclusively(instance, {
        where: { taskSlug: { equals: 'queueRecurringInvoices' } },
        limit: 10,
      })
    try {
      await payload.jobs.queue({ task: 'queueRecurringInvoices', input: {} })
      await other.jobs.queue({ task: 'queueRecurringInvoices', input: {} })
      await Promise.all([runTask(payload), runTask(other)])
      await other.jobs.queue({ task: 'queueRecurringInvoices', input: {} })
      await runTask(other)
    } finally {
      await other.destroy()
    }
    const invoices = await invoicesOf(subscription.id)
    expect(invoices.map((i) => i.subscriptionPeriod)).toEqual([today])
    await runInvoiceMails()
    const number = invoices[0]!.invoiceNumber!
    await smtp.mailTo(actors.clientA.email, (m) => m.subject.includes(number))
    expect(mailsOf(actors.clientA.email, number)).toHaveLength(1)
  })

  it('catch up each missed period once, oldest first', async () => {
    const subscription = await subscribe('2027-01-01')
    const payload = await helpers.testPayload()
    await recurring.issueRecurringInvoices(payload, NOW)
    await recurring.issueRecurringInvoices(payload, NOW)
    const invoices = await invoicesOf(subscription.id)
    expect(invoices.map((i) => [i.subscriptionPeriod, i.lines![0]!.description])).toEqual([
      ['2027-01-01', 'Plan de maintenance — janvier 2027'],
      ['2027-02-01', 'Plan de maintenance — février 2027'],
      ['2027-03-01', 'Plan de maintenance — mars 2027'],
    ])
    expect(await renewalOf(subscription.id)).toBe('2027-04-01')
  })

  it('bill a yearly plan twelve months at once, for the year', async () => {
    const subscription = await subscribe('2027-03-01', {
      billingInterval: 'yearly',
      startedAt: noon('2026-03-01'),
    })
    await recurring.issueRecurringInvoices(await helpers.testPayload(), NOW)
    const [invoice] = await invoicesOf(subscription.id)
    expect(invoice).toMatchObject({ amount: 948 })
    expect(invoice!.lines![0]!.description).toBe('Plan de maintenance — mars 2027 – février 2028')
    expect(await renewalOf(subscription.id)).toBe('2028-03-01')
  })

  it('bill nothing for a cancelled or paused subscription, nor before its day', async () => {
    const cancelled = await subscribe('2027-03-01', { status: 'Cancelled' })
    const paused = await subscribe('2027-02-01', { status: 'Paused' })
    const later = await subscribe('2027-03-02')
    const payload = await helpers.testPayload()
    await recurring.issueRecurringInvoices(payload, NOW)
    for (const { id } of [cancelled, paused, later]) expect(await invoicesOf(id)).toEqual([])
    expect(await renewalOf(cancelled.id)).toBe('2027-03-01')
  })

  it('stop billing once the subscription is cancelled', async () => {
    const subscription = await subscribe('2027-03-01')
    const payload = await helpers.testPayload()
    await recurring.issueRecurringInvoices(payload, NOW)
    await payload.update({
      collection: 'subscriptions',
      id: subscription.id,
      data: { status: 'Cancelled' },
      user: actors.admin,
      overrideAccess: false,
    })
    await recurring.issueRecurringInvoices(payload, new Date('2027-06-01T05:00:00Z'))
    expect((await invoicesOf(subscription.id)).map((i) => i.subscriptionPeriod)).toEqual([
      '2027-03-01',
    ])
  })

  it('bill the others when one subscription fails, and report the failure', async () => {
    const payload = await helpers.testPayload()
    const orphan = await payload.create({
      collection: 'client-projects',
      data: { projectName: 'Projet sans client', status: 'in_build', progressPercentage: 0 },
      ...helpers.system,
    })
    const failing = await subscribe('2027-02-15', {}, orphan.id)
    const healthy = await subscribe('2027-02-16')
    await expect(recurring.issueRecurringInvoices(payload, NOW)).rejects.toThrow(
      '1 subscription(s) could not be invoiced',
    )
    expect(await invoicesOf(failing.id)).toEqual([])
    expect(await renewalOf(failing.id)).toBe('2027-02-15')
    expect((await invoicesOf(healthy.id)).map((i) => i.subscriptionPeriod)).toEqual(['2027-02-16'])
    // Left due, it would fail every later run of this file's other tests.
    await payload.update({
      collection: 'subscriptions',
      id: failing.id,
      data: { status: 'Cancelled' },
      ...helpers.system,
    })
  })

  it('are refused a second invoice of a period by the database itself', async () => {
    const subscription = await subscribe('2027-03-01')
    await recurring.issueRecurringInvoices(await helpers.testPayload(), NOW)
    const refusal = await claimPeriod(subscription.id, '2027-03-01', helpers.system).catch(
      (error: Error) => error,
    )
    // The unique index's violation, as Payload reports it.
    expect(String(refusal)).toContain('subscription_id, subscription_period')
    expect(await invoicesOf(subscription.id)).toHaveLength(1)
  })

  it('keep the period the server’s: an admin’s request cannot set or move it', async () => {
    const subscription = await subscribe('2027-03-01')
    const draft = await claimPeriod(subscription.id, '2027-03-01', {
      user: actors.admin,
      overrideAccess: false,
    })
    expect(draft).toMatchObject({ subscription: null, subscriptionPeriod: null })
    await recurring.issueRecurringInvoices(await helpers.testPayload(), NOW)
    expect(await invoicesOf(subscription.id)).toHaveLength(1)
  })
})
