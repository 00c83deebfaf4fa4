import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { amountDue } from '@/server/billing/invoices/amount-due'
import { clientAmountDue, responsePromises } from '@/server/projects/client-data'

import { fixtures } from '../helpers/fixtures'
import { type Actors, createActors, system, testPayload } from '../helpers/payload'

let actors: Actors
let payload: Awaited<ReturnType<typeof testPayload>>
let projectA: number
let projectB: number

const DAY = 86_400_000

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  const make = fixtures(payload)
  projectA = (await make.project(actors.clientA)).id
  projectB = (await make.project(actors.clientB)).id
  // Client A: two unpaid (one overdue), one paid, one draft and one cancelled, none of which but
  // the unpaid count; client B: one unpaid, which A must never see.
  const overdue = await make.invoice(projectA, 'DUE-A-1')
  await payload.update({
    collection: 'invoices',
    id: overdue.id,
    data: { dueDate: new Date(Date.now() - 3 * DAY).toISOString() },
    ...system,
  })
  await make.invoice(projectA, 'DUE-A-2')
  const paid = await make.invoice(projectA, 'DUE-A-3')
  await payload.update({ collection: 'invoices', id: paid.id, data: { status: 'Paid' }, ...system })
  const cancelled = await make.invoice(projectA, 'DUE-A-4')
  // Cancelling goes through its own use case (credit note); the stored state is what counts here.
  await payload.db.drizzle.execute(
    `update invoices set status = 'Cancelled' where id = ${Number(cancelled.id)}`,
  )
  await make.draftInvoice(projectA)
  await make.invoice(projectB, 'DUE-B-1')
})

describe('the amount a client owes', () => {
  it('sums the unpaid invoices of its own projects only, exactly', async () => {
    const payload = await getPayload({ config })
    const due = await clientAmountDue(payload, actors.clientA)
    // Two invoices of 999.95 CHF: 1999.90, not a float's 1999.8999….
    expect(Number(due.amount)).toBe(1999.9)
    expect(due.amount).toMatch(/^1999\.90*$/)
    expect(due.invoices).toBe(2)
    expect(due.overdue).toBe(1)
    expect(new Date(due.nextDueDate!).getTime()).toBeLessThan(Date.now())
  })

  it('never counts another client’s invoices', async () => {
    const payload = await getPayload({ config })
    const due = await clientAmountDue(payload, actors.clientB)
    expect(Number(due.amount)).toBe(999.95)
    expect(due.invoices).toBe(1)
    expect(due.overdue).toBe(0)
  })

  it('is nothing for an account without projects, and for no project ids', async () => {
    const payload = await getPayload({ config })
    const editorDue = await clientAmountDue(payload, actors.editor)
    expect(editorDue).toEqual({ amount: '0', invoices: 0, overdue: 0, nextDueDate: null })
    expect((await amountDue(payload, [])).invoices).toBe(0)
  })

  it('subtracts what bank credits already paid', async () => {
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { invoiceNumber: { equals: 'DUE-B-1' } },
      ...system,
    })
    await payload.db.drizzle.execute(
      `update invoices set amount_paid = 500.45 where id = ${Number(docs[0]!.id)}`,
    )
    expect(Number((await amountDue(payload, [projectB])).amount)).toBe(499.5)
  })
})

describe('the promised response time', () => {
  it('is the creation plus the settings’ warn threshold, for waiting requests only', async () => {
    const payload = await getPayload({ config })
    const { slaWarnHours } = await payload.findGlobal({ slug: 'settings', ...system })
    const created = '2026-03-02T08:00:00.000Z'
    const due = new Date(Date.parse(created) + slaWarnHours * 3_600_000)
    const requests = [
      { id: 1, status: 'Pending' as const, createdAt: created },
      { id: 2, status: 'InProgress' as const, createdAt: created },
      { id: 3, status: 'Done' as const, createdAt: created },
    ]
    const before = await responsePromises(payload, requests, new Date(due.getTime() - 1))
    expect(before).toEqual({ 1: { dueAt: due.toISOString(), late: false } })
    const after = await responsePromises(payload, requests, new Date(due.getTime() + 1))
    expect(after[1]).toEqual({ dueAt: due.toISOString(), late: true })
    expect(await responsePromises(payload, [])).toEqual({})
  })
})
