import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatChf } from '@/domain/billing/money'
import { REMINDER_DAYS_ERROR } from '@/domain/billing/reminders'
import { getT } from '@/i18n/translator'
import { validationText } from '@/i18n/validation-text'

import type { ClientProject, Invoice } from '../../payload-types'
import { invoiceLines } from '../helpers/invoice-lines'
import { partOf, startSmtpServer } from '../helpers/smtp'

/** Reminders of unpaid invoices: decided by the daily job, each level once, mailed after commit. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let reminders: typeof import('../../src/server/billing/reminders/send-reminders')
let runner: typeof import('../../src/server/platform/jobs/runner')
let actors: import('../helpers/payload').Actors
let project: ClientProject

const DAY = 86_400_000
const NOW = new Date('2027-03-15T07:00:00Z')
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * DAY)

/** A sent invoice of client A, due `daysLate` days before NOW. */
const sentInvoice = async (daysLate: number, extra: Partial<Invoice> = {}) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project: project.id,
      status: 'Pending',
      lines: invoiceLines(300),
      invoiceDate: daysBefore(daysLate + 30).toISOString(),
      dueDate: daysBefore(daysLate).toISOString(),
      ...extra,
    },
    ...helpers.system,
  })

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'invoices', id, ...helpers.system })

/** The reminder activities of these invoices, as the audit log shows them. */
const remindersLogged = async (ids: number[]) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: {
        and: [
          { entityType: { equals: 'invoice' } },
          { entityId: { in: ids.map(String) } },
          // The log stores each action's French words (the back office's journal texts).
          {
            action: {
              in: Object.values(reminders.REMINDER_ACTIONS).map((action) =>
                getT('fr', 'backoffice')(`journalEntries.actions.${action}`),
              ),
            },
          },
        ],
      },
      sort: 'createdAt',
      limit: 0,
      ...helpers.system,
    })
  ).docs.map(({ entityId, action }) => `${entityId}: ${action}`)

const runReminderMails = async () =>
  runner.runJobsExclusively(await helpers.testPayload(), {
    where: { taskSlug: { equals: 'sendInvoiceReminder' } },
    limit: 100,
  })

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  reminders = await import('../../src/server/billing/reminders/send-reminders')
  runner = await import('../../src/server/platform/jobs/runner')
  const payload = await helpers.testPayload()
  actors = await helpers.createActorsReadingEnglish(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

describe('the daily reminders', () => {
  it('remind each late invoice once, even when two runs decide at the same time', async () => {
    const late = await sentInvoice(12)
    const early = await sentInvoice(5)
    const paused = await sentInvoice(12, { remindersPaused: true })
    const paid = await sentInvoice(12, { status: 'Paid' })
    const payload = await helpers.testPayload()
    await Promise.all([
      reminders.sendDueReminders(payload, NOW),
      reminders.sendDueReminders(payload, NOW),
    ])
    await reminders.sendDueReminders(payload, NOW)
    const ids = [late.id, early.id, paused.id, paid.id]
    expect(await remindersLogged(ids)).toEqual([`${late.id}: 1re relance envoyée`])
    expect(await stored(late.id)).toMatchObject({ remindersSent: 1 })
    expect((await stored(early.id)).remindersSent ?? 0).toBe(0)

    await runReminderMails()
    const number = late.invoiceNumber!
    const mail = await smtp.mailTo(actors.clientA.email, (m) => m.subject.includes(number))
    expect(mail.subject).toBe(`Reminder: invoice ${number}`)
    const text = partOf(mail.raw, 'text/plain').toString('utf8')
    expect(text).toContain(formatChf(300, 2))
    expect(text).toContain('/en/espace-client/factures')
    expect(smtp.all(actors.clientA.email).filter((m) => m.subject.includes(number))).toHaveLength(1)
  })

  it('send the 2nd reminder after the gap, then the final notice, then nothing more', async () => {
    const invoice = await sentInvoice(60)
    const payload = await helpers.testPayload()
    const at = (days: number) => new Date(NOW.getTime() + days * DAY)
    for (const [when, expected] of [
      [at(0), 1],
      [at(9), 1],
      [at(10), 2],
      [at(19), 2],
      [at(20), 3],
      [at(90), 3],
    ] as const) {
      await reminders.sendDueReminders(payload, when)
      expect((await stored(invoice.id)).remindersSent).toBe(expected)
    }
    expect(await remindersLogged([invoice.id])).toEqual([
      `${invoice.id}: 1re relance envoyée`,
      `${invoice.id}: 2e relance envoyée`,
      `${invoice.id}: Mise en demeure envoyée`,
    ])
  })

  it('send no mail for an invoice paid between the decision and the mail', async () => {
    const invoice = await sentInvoice(15)
    const payload = await helpers.testPayload()
    await reminders.sendDueReminders(payload, NOW)
    await payload.update({
      collection: 'invoices',
      id: invoice.id,
      data: { status: 'Paid' },
      ...helpers.system,
    })
    await runReminderMails()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const number = invoice.invoiceNumber!
    expect(smtp.all(actors.clientA.email).filter((m) => m.subject.includes(number))).toEqual([])
  })

  it('are never counted by a request: the fields are the server’s', async () => {
    const invoice = await sentInvoice(15)
    const payload = await helpers.testPayload()
    await payload.update({
      collection: 'invoices',
      id: invoice.id,
      data: { remindersSent: 3, remindersPaused: true },
      user: actors.admin,
      overrideAccess: false,
    })
    expect(await stored(invoice.id)).toMatchObject({ remindersSent: 0, remindersPaused: true })
  })
})

describe('the reminder days in the settings', () => {
  it.each([
    [{ firstReminderDays: 20, secondReminderDays: 10, finalReminderDays: 30 }],
    [{ firstReminderDays: 0, secondReminderDays: 10, finalReminderDays: 30 }],
    [{ firstReminderDays: 10, secondReminderDays: 20, finalReminderDays: 400 }],
  ])('refuse %o with a clear message', async (days) => {
    const payload = await helpers.testPayload()
    const { billing } = await payload.findGlobal({ slug: 'settings', ...helpers.system })
    const refusal = await payload
      .updateGlobal({
        slug: 'settings',
        data: { billing: { ...billing, ...days } },
        user: actors.admin,
        overrideAccess: false,
      })
      .catch((error: { data?: { errors?: { message: string }[] } }) => error)
    expect((refusal as { data?: { errors?: { message: string }[] } }).data?.errors).toContainEqual(
      expect.objectContaining({ message: validationText('fr', REMINDER_DAYS_ERROR) }),
    )
  })
})
