import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject, Invoice } from '../../payload-types'
import { invoiceLines } from '../helpers/invoice-lines'

/** 'Suspendre les relances' and 'Reprendre les relances' from the back office: admins only, logged. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
const tokens: Record<string, string> = {}

const DAY = 86_400_000
const NOW = new Date('2029-09-20T07:00:00Z')

const as = async (email: string) => ({
  token: (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string),
})

/** An invoice of client A due 15 days before NOW: late enough for its 1st reminder. */
const lateInvoice = async (status: Invoice['status'] = 'Pending') => {
  const payload = await helpers.testPayload()
  const created = await payload.create({
    collection: 'invoices',
    data: {
      project: project.id,
      status: status === 'Cancelled' ? 'Pending' : status,
      lines: invoiceLines(300),
      invoiceDate: new Date(NOW.getTime() - 45 * DAY).toISOString(),
      dueDate: new Date(NOW.getTime() - 15 * DAY).toISOString(),
    },
    ...helpers.system,
  })
  if (status !== 'Cancelled') return created
  // A sent invoice is cancelled by its credit note, never by a write of its status.
  const { cancelInvoice } = await import('@/server/billing/invoices/cancel-invoice')
  await cancelInvoice(payload, actors.admin, created.id, null)
  return stored(created.id)
}

const post = async (id: number | string, action: string, email = actors.admin.email) =>
  rest('POST', `invoices/${id}/${action}-reminders`, await as(email))

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'invoices', id, ...helpers.system })

const logged = async (id: number) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: { entityType: { equals: 'invoice' }, entityId: { equals: String(id) } },
      sort: 'createdAt',
      limit: 0,
      ...helpers.system,
    })
  ).docs.map(({ action, note, actor }) => ({ action, note, actor }))

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
})

describe('pausing reminders', () => {
  it('stops and restarts an overdue invoice’s reminders, once per click, with its activity', async () => {
    const { sendDueReminders } = await import('../../src/server/billing/reminders/send-reminders')
    const payload = await helpers.testPayload()
    const late = await lateInvoice()
    const answers = await Promise.all([post(late.id, 'pause'), post(late.id, 'pause')])
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409])
    expect(answers.find(({ status }) => status === 409)?.data.message).toBe(
      'Les relances de cette facture sont déjà suspendues.',
    )
    expect((await stored(late.id)).remindersPaused).toBe(true)
    await sendDueReminders(payload, NOW)
    expect((await stored(late.id)).remindersSent ?? 0).toBe(0)

    expect((await post(late.id, 'resume')).status).toBe(200)
    expect((await post(late.id, 'resume')).data.message).toBe(
      'Les relances de cette facture sont déjà actives.',
    )
    expect((await stored(late.id)).remindersPaused).toBe(false)
    await sendDueReminders(payload, NOW)
    expect((await stored(late.id)).remindersSent).toBe(1)

    const admin = `${actors.admin.firstName} ${actors.admin.lastName}`
    expect(await logged(late.id)).toEqual([
      { action: 'Relances suspendues', note: late.invoiceNumber, actor: admin },
      { action: 'Relances reprises', note: late.invoiceNumber, actor: admin },
      { action: '1re relance envoyée', note: late.invoiceNumber, actor: 'Admin' },
    ])
  })

  it('is refused with a French message for an invoice that is never reminded', async () => {
    const expected = {
      Draft: 'Ce brouillon n’est pas envoyé : il n’a pas de relances.',
      Paid: 'Cette facture est payée : elle n’a plus de relances.',
      Cancelled: 'Cette facture est annulée : elle n’a plus de relances.',
    } as const
    for (const [status, message] of Object.entries(expected)) {
      const invoice = await lateInvoice(status as keyof typeof expected)
      const answer = await post(invoice.id, 'pause')
      expect([answer.status, answer.data.message]).toEqual([409, message])
      expect((await stored(invoice.id)).remindersPaused).toBe(false)
      expect(await logged(invoice.id)).not.toContainEqual(
        expect.objectContaining({ action: 'Relances suspendues' }),
      )
    }
  })

  it('is for admins only, and answers 404 for an unknown or malformed id', async () => {
    const late = await lateInvoice()
    for (const email of [actors.clientA.email, actors.clientB.email, actors.editor.email]) {
      expect((await post(late.id, 'pause', email)).status).toBe(403)
      expect((await post(late.id, 'resume', email)).status).toBe(403)
    }
    expect((await rest('POST', `invoices/${late.id}/pause-reminders`)).status).toBe(401)
    expect((await stored(late.id)).remindersPaused).toBe(false)
    for (const id of [999_999, 'abc', -1, 1.5]) {
      const answer = await post(id, 'pause')
      expect([answer.status, answer.data.message]).toEqual([404, 'Facture introuvable'])
    }
  })
})
