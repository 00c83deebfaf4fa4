import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { paymentReference, referenceSuits } from '@/domain/billing/payment-reference'
import { financeSummary } from '@/server/billing/finances/finances'
import { invoicesCsv } from '@/server/billing/invoices/invoices-csv'
import { seedDemo } from '@/server/seed/demo'

import * as migration from '../../migrations/20261125_152849_invoice_lines'
import { fillStudioBilling } from '../helpers/billing'
import { fixtures } from '../helpers/fixtures'
import { createActors, system, testPayload } from '../helpers/payload'

/**
 * The invoice_lines migration on seeded data: the demo's invoices and a few more, taken back to
 * the schema before it (amount only), then migrated again. Every amount and every SQL sum must
 * come out the same, each invoice as one line of its amount, which the CSV export then lists.
 */
let payload: Awaited<ReturnType<typeof testPayload>>
const NOW = new Date('2034-06-15T10:00:00.000Z')
// Amounts as the previous version stored them, with the awkward ones: a centime, a fraction of a
// franc that is not exact in binary, a large total, nothing at all.
const OLD_AMOUNTS = ['0.05', '0.30', '1234567.35', '0.00', '999.95']

const inOneTransaction = (work: (db: MigrateUpArgs['db']) => Promise<void>) =>
  payload.db.drizzle.transaction(async (tx) => work(tx as unknown as MigrateUpArgs['db']))

const snapshot = async () => ({
  amounts: (
    await payload.db.drizzle.execute(sql`select id, amount::text from invoices order by id`)
  ).rows,
  summary: await financeSummary(payload, NOW),
})

beforeAll(async () => {
  payload = await testPayload()
  await seedDemo(payload)
  // The demo's billing details are kept only when settings have none: another test file on this
  // worker's database may have changed them.
  await fillStudioBilling(payload)
  const actors = await createActors(payload)
  const project = await fixtures(payload).project(actors.clientA)
  await inOneTransaction(async (db) => {
    // The VAT number this migration's down drops has since moved to the studio's identity: put
    // the column back as it was then, so the down runs on the schema it was written for.
    await db.execute(sql`alter table settings add column if not exists billing_vat_number varchar`)
    await migration.down({ db } as never)
    for (const [index, amount] of OLD_AMOUNTS.entries()) {
      await db.execute(sql`
        insert into invoices (invoice_number, project_id, invoice_date, due_date, amount, status)
        values (${`OLD-${project.id}-${index}`}, ${project.id}, ${'2034-06-01T10:00:00Z'},
                ${'2034-07-01T10:00:00Z'}, ${amount}::numeric, ${index % 2 ? 'Paid' : 'Pending'})`)
    }
  })
})

describe('the invoice_lines migration', () => {
  it('gives every invoice one line of its amount, and every amount and sum stays', async () => {
    const before = await snapshot()
    expect(before.amounts.length).toBeGreaterThanOrEqual(OLD_AMOUNTS.length + 3)
    await inOneTransaction(async (db) => {
      await migration.up({ db } as never)
      // And gone again, as the studio identity's migration left the schema.
      await db.execute(sql`alter table settings drop column billing_vat_number`)
    })
    expect(await snapshot()).toEqual(before)

    const { rows } = await payload.db.drizzle.execute(sql`
      select i.amount::text as amount, i.subtotal::text as subtotal, i.vat_amount::text as vat,
             i.rounding::text as rounding, count(l.id)::int as lines,
             min(l.unit_price)::text as price, min(l.quantity)::text as quantity,
             min(l.vat_rate::text) as rate, min(l.description) as description
        from invoices i left join invoices_lines l on l._parent_id = i.id
       group by i.id order by i.id`)
    expect(rows).toHaveLength(before.amounts.length)
    for (const row of rows as Record<string, string | number>[]) {
      expect(row).toMatchObject({ lines: 1, price: row.amount, quantity: '1', rate: '0' })
      expect(row).toMatchObject({ subtotal: row.amount, vat: '0', rounding: '0' })
      expect(String(row.description).trim()).not.toBe('')
    }
    // Each old invoice is one CSV row whose line, before VAT, is its whole total.
    const csv = (await invoicesCsv(payload, NOW)).split('\r\n')
    for (const [index, amount] of OLD_AMOUNTS.entries()) {
      const rows = csv.filter((line) => new RegExp(`^OLD-\\d+-${index};`).test(line))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.split(';').slice(8, 17)).toEqual([
        '1.00',
        amount,
        '0',
        amount,
        amount,
        '0.00',
        '0.00',
        '0.00',
        amount,
      ])
    }
  })

  it('leaves invoices that the server prices again to the same total, with every rate offered', async () => {
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { invoiceNumber: { like: 'OLD-' } },
      limit: 0,
      ...system,
    })
    expect(docs.map((doc) => Number(doc.amount).toFixed(2)).sort()).toEqual([...OLD_AMOUNTS].sort())
    for (const doc of docs) {
      const edited = await payload.update({
        collection: 'invoices',
        id: doc.id,
        data: { dueDate: '2034-08-01T10:00:00.000Z' },
        ...system,
      })
      expect(edited.amount).toBe(doc.amount)
      expect(edited.lines?.[0]).toMatchObject({ quantity: 1, unitPrice: doc.amount, vatRate: '0' })
    }
    const settings = await payload.findGlobal({ slug: 'settings', ...system })
    expect(settings.billing?.vatRates).toEqual(['8.1', '2.6', '3.8', '0'])
  })

  it('gives every numbered invoice the payment reference a new one would get, a draft none', async () => {
    const { billing } = await payload.findGlobal({ slug: 'settings', ...system })
    expect(billing?.iban).toBeTruthy()
    const { docs } = await payload.find({ collection: 'invoices', limit: 0, ...system })
    const numbered = docs.filter((doc) => doc.invoiceNumber)
    expect(numbered.length).toBeGreaterThan(0)
    for (const doc of numbered) {
      expect(doc.paymentReference).toBe(
        paymentReference(billing!.iban!, { ...doc, invoiceNumber: doc.invoiceNumber! }),
      )
      expect(referenceSuits(billing!.iban!, doc.paymentReference!)).toBe(true)
    }
    // Other test files may leave drafts: they get their reference with their number, when sent.
    for (const draft of docs.filter((doc) => !doc.invoiceNumber)) {
      expect(draft.paymentReference ?? null).toBeNull()
    }
  })
})
