import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { SERVER_FIELDS } from '@/server/billing/invoices/invoice-server-fields'

import { invoiceLines } from '../helpers/invoice-lines'

/** Finances: revenue windows in Zurich time, exact sums, 'Marquer payé', numbering, CSV. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
const tokens: Record<string, string> = {}

const as = async (email: string) => ({
  token: (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string),
})

// Each invoice is one line of `amount` at 0 % VAT: its stored total is that amount. A paid one is
// paid on `paidAt`, as the bank import records it.
const invoice = async ({
  amount,
  paidAt,
  ...data
}: {
  amount: number
  invoiceDate: string
  status: 'Paid' | 'Pending' | 'Draft'
  dueDate?: string
  paidAt?: string
}) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project: project.id,
      dueDate: data.dueDate ?? data.invoiceDate,
      lines: invoiceLines(amount),
      ...data,
    } as never, // numbered by the server
    context: { [SERVER_FIELDS]: paidAt ? { paidAt, amountPaid: amount } : undefined },
    ...helpers.system,
  })

const centimes = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100)

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
})

describe('revenue windows', () => {
  it('count paid invoices by payment date from midnight on the 1st in Zurich, and over exactly 30 days', async () => {
    // 00:30 on 1 March 2031 in Zurich (UTC+1) is 23:30 UTC on 28 February.
    const now = new Date('2031-02-28T23:30:00.000Z')
    // Invoiced long before, paid on 1 March in Zurich: this month's revenue.
    const billed = '2030-11-03T10:00:00.000Z'
    await invoice({
      amount: 100.05,
      invoiceDate: billed,
      paidAt: '2031-02-28T23:10:00.000Z',
      status: 'Paid',
    })
    await invoice({
      amount: 200.1,
      invoiceDate: billed,
      paidAt: '2031-02-28T22:50:00.000Z',
      status: 'Paid',
    }) // 28 February, Zurich
    await invoice({ amount: 999.99, invoiceDate: '2031-02-28T23:20:00.000Z', status: 'Pending' })
    await invoice({
      amount: 0.3,
      invoiceDate: billed,
      paidAt: '2031-01-29T23:31:00.000Z',
      status: 'Paid',
    }) // 29 days 23 h 59 ago
    await invoice({
      amount: 50,
      invoiceDate: billed,
      paidAt: '2031-01-29T23:29:00.000Z',
      status: 'Paid',
    }) // 30 days 1 min ago
    await invoice({
      amount: 7,
      invoiceDate: billed,
      paidAt: '2031-03-01T23:00:00.000Z',
      status: 'Paid',
    }) // tomorrow, 2 March in Zurich
    // Booked today by the bank (a booking day is stored at noon UTC), imported at 00:30: today's.
    await invoice({
      amount: 11,
      invoiceDate: billed,
      paidAt: '2031-03-01T12:00:00.000Z',
      status: 'Paid',
    })
    // Invoiced this month but paid after now: not revenue yet.
    await invoice({
      amount: 3000,
      invoiceDate: '2031-02-28T23:15:00.000Z',
      paidAt: '2031-03-02T08:00:00.000Z',
      status: 'Paid',
    })
    // Marked paid before payment dates were stored: counted on its invoice date.
    const legacy = await invoice({
      amount: 0.07,
      invoiceDate: '2031-02-28T23:25:00.000Z',
      status: 'Paid',
    })
    await (
      await helpers.testPayload()
    ).db.drizzle.execute(sql`update invoices set paid_at = null where id = ${legacy.id}`)
    const { financeSummary } = await import('@/server/billing/finances/finances')
    const payload = await helpers.testPayload()
    const summary = await financeSummary(payload, now)
    expect(centimes(summary.paidMonthToDate)).toBe(10005 + 1100 + 7)
    expect(centimes(summary.paidLast30Days)).toBe(10005 + 20010 + 30 + 1100 + 7)

    const active = await payload.find({
      collection: 'subscriptions',
      where: { status: { equals: 'Active' } },
      limit: 0,
      ...helpers.system,
    })
    expect(centimes(summary.activeMrr)).toBe(
      active.docs.reduce((sum, { mrrChf }) => sum + centimes(mrrChf), 0),
    )
  })

  it('are served to admins only', async () => {
    const answer = await rest('GET', 'backoffice/finances', await as(actors.admin.email))
    expect(Object.keys(answer.data).sort()).toEqual([
      'activeMrr',
      'paidLast30Days',
      'paidMonthToDate',
    ])
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('GET', 'backoffice/finances', await as(email))).status).toBe(403)
    }
    expect((await rest('GET', 'backoffice/finances')).status).toBe(401)
  })
})

describe('marking an invoice paid', () => {
  it('sets Paid with one activity, once, for admins only', async () => {
    const pending = await invoice({
      amount: 10,
      invoiceDate: '2031-05-01T10:00:00.000Z',
      status: 'Pending',
    })
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('POST', `invoices/${pending.id}/mark-paid`, await as(email))).status).toBe(
        403,
      )
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () =>
        rest('POST', `invoices/${pending.id}/mark-paid`, await as(actors.admin.email)),
      ),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    expect(answers.filter(({ status }) => status === 409).map(({ data }) => data.message)).toEqual(
      Array(4).fill('Cette facture est déjà payée.'),
    )
    const payload = await helpers.testPayload()
    const { docs } = await payload.find({
      collection: 'activities',
      where: { entityType: { equals: 'invoice' }, entityId: { equals: String(pending.id) } },
      ...helpers.system,
    })
    expect(docs.map(({ action, note }) => ({ action, note }))).toEqual([
      { action: 'Facture marquée payée', note: pending.invoiceNumber },
    ])
  })
})

describe('editing an invoice', () => {
  it('keeps every field when edits of different fields arrive at the same moment', async () => {
    const token = await as(actors.admin.email)
    // A draft: its discount may still change. Due after every invoice date below, in any order
    // the edits land (a draft due before its invoice date is refused).
    const target = await invoice({
      amount: 5,
      invoiceDate: '2031-06-01T10:00:00.000Z',
      dueDate: '2031-06-15T10:00:00.000Z',
      status: 'Draft',
    })
    const edits = [
      { discount: 1.5 },
      { dueDate: '2031-07-01T10:00:00.000Z' },
      { pdfUrl: 'https://example.com/f.pdf' },
      { invoiceDate: '2031-06-02T10:00:00.000Z' },
    ]
    const answers = await Promise.all(
      edits.map((json) => rest('PATCH', `invoices/${target.id}`, { ...token, json })),
    )
    expect(answers.map(({ status }) => status)).toEqual(edits.map(() => 200))
    const stored = await (
      await helpers.testPayload()
    ).findByID({
      collection: 'invoices',
      id: target.id,
      ...helpers.system,
    })
    expect(stored).toMatchObject(Object.assign({}, ...edits))
    // The discount edit priced the invoice again from its lines: 5.00 − 1.50.
    expect(stored.amount).toBe(3.5)
  })
})

describe('invoice numbers', () => {
  it('follow each other within the Zurich year, even when created at the same moment', async () => {
    const token = await as(actors.admin.email)
    const create = (invoiceDate: string) =>
      rest('POST', 'invoices', {
        ...token,
        json: {
          project: project.id,
          invoiceDate,
          dueDate: invoiceDate,
          lines: invoiceLines(1),
          status: 'Pending',
        },
      })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(`2032-0${index + 1}-15T10:00:00.000Z`)),
    )
    const numbers = answers.map(({ data }) => (data.doc as { invoiceNumber: string }).invoiceNumber)
    expect([...numbers].sort()).toEqual(
      ['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `2032-${n}`),
    )
    // 23:30 UTC on 31 December 2032 is already 2033 in Zurich.
    expect(
      ((await create('2032-12-31T22:30:00.000Z')).data.doc as { invoiceNumber: string })
        .invoiceNumber,
    ).toBe('2032-0007')
    expect(
      ((await create('2032-12-31T23:30:00.000Z')).data.doc as { invoiceNumber: string })
        .invoiceNumber,
    ).toBe('2033-0001')
  })
})

describe('CSV exports', () => {
  it('list each invoice line with its client, dates, VAT and totals, quoted and defused', async () => {
    const payload = await helpers.testPayload()
    const paid = await payload.create({
      collection: 'invoices',
      data: {
        project: project.id,
        invoiceDate: '2021-03-10T10:00:00.000Z',
        dueDate: '2021-04-09T10:00:00.000Z',
        status: 'Paid',
        discount: 0.01,
        lines: [
          {
            description: 'Conseil; "express", suite\nfin',
            quantity: 0.5,
            unitPrice: 0.05,
            vatRate: '0',
          },
          {
            description: '=HYPERLINK("http://x.example")',
            quantity: 2,
            unitPrice: 1000,
            vatRate: '0',
          },
          { description: '-2+3', quantity: 1.25, unitPrice: 80.4, vatRate: '0' },
          { description: '@SUM(A1)', quantity: 1, unitPrice: 0.1, vatRate: '0' },
        ],
      } as never,
      // Paid at 23:30 UTC on 31 May: 1 June in Zurich.
      context: { [SERVER_FIELDS]: { paidAt: '2021-05-31T22:30:00.000Z', amountPaid: 2100.61 } },
      ...helpers.system,
    })
    const pending = await invoice({
      amount: 12.3,
      invoiceDate: '2020-01-01T10:00:00.000Z',
      dueDate: '2020-02-01T10:00:00.000Z',
      status: 'Pending',
    })
    const answer = await rest('GET', 'backoffice/invoices.csv', await as(actors.admin.email))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    // (The decoder has already taken the byte-order mark off, as spreadsheets do.)
    const text = answer.data.text as string
    expect(text.split('\r\n')[0]).toBe(
      'Numéro;Client;Projet;Date;Échéance;Payée le;Statut;Description;Quantité;' +
        'Prix unitaire (CHF);TVA (%);Montant HT de la ligne (CHF);Sous-total (CHF);Rabais (CHF);' +
        'TVA (CHF);Arrondi (CHF);Total (CHF);Payé (CHF)',
    )
    const head = `${paid.invoiceNumber};clientA Test;${project.projectName};2021-03-10;2021-04-09;2021-06-01;Payée`
    // 0.5 × 0.05 is 0.025, rounded half up to 0.03; 1.25 × 80.40 is exactly 100.50.
    const totals = '2100.63;0.01;0.00;0.00;2100.62;2100.61'
    expect(text).toContain(
      [
        `${head};"Conseil; ""express"", suite\nfin";0.50;0.05;0;0.03;${totals}`,
        `${head};"'=HYPERLINK(""http://x.example"")";2.00;1000.00;0;2000.00;${totals}`,
        `${head};'-2+3;1.25;80.40;0;100.50;${totals}`,
        `${head};'@SUM(A1);1.00;0.10;0;0.10;${totals}`,
      ].join('\r\n'),
    )
    // An unpaid invoice past its due date reads overdue, with no payment date.
    expect(text).toContain(
      `${pending.invoiceNumber};clientA Test;${project.projectName};2020-01-01;2020-02-01;;En retard;` +
        'Site vitrine;1.00;12.30;0;12.30;12.30;0.00;0.00;0.00;12.30;0.00\r\n',
    )
    // One row per line of every invoice.
    const { rows } = await payload.db.drizzle.execute(
      sql`select count(*)::int as n from invoices_lines`,
    )
    expect(text.trim().split(/\r\n/)).toHaveLength(1 + (rows[0] as { n: number }).n)

    const subscriptions = await rest(
      'GET',
      'backoffice/subscriptions.csv',
      await as(actors.admin.email),
    )
    // A UTF-8 byte-order mark first, for spreadsheets to read the accents right.
    expect([...subscriptions.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect((subscriptions.data.text as string).split('\r\n')[0]).toBe(
      'Projet;Plan;Type;Statut;MRR (CHF);Début;Renouvellement',
    )
    for (const path of ['backoffice/invoices.csv', 'backoffice/subscriptions.csv']) {
      for (const email of [actors.clientA.email, actors.editor.email]) {
        expect((await rest('GET', path, await as(email))).status).toBe(403)
      }
      expect((await rest('GET', path)).status).toBe(401)
    }
  })
})

describe('the revenue chart', () => {
  it('sums twelve Zurich months: invoiced by invoice date, paid by payment date, MRR by start', async () => {
    const payload = await helpers.testPayload()
    const now = new Date('2040-06-15T10:00:00.000Z')
    const subscription = (mrrChf: number, startedAt: string, status = 'Active') =>
      payload.create({
        collection: 'subscriptions',
        data: {
          project: project.id,
          plan: 'Soin',
          subscriptionType: 'support',
          status,
          mrrChf,
          startedAt,
        } as never,
        ...helpers.system,
      })
    await subscription(79.05, '2040-02-10T10:00:00.000Z')
    await subscription(500, '2039-01-01T10:00:00.000Z', 'Cancelled')
    await subscription(33, '2040-07-01T10:00:00.000Z') // starts after now
    await invoice({ amount: 100.1, invoiceDate: '2040-03-05T10:00:00.000Z', status: 'Pending' })
    // Invoiced in January, paid on 1 April in Zurich.
    await invoice({
      amount: 200.2,
      invoiceDate: '2040-01-20T10:00:00.000Z',
      paidAt: '2040-03-31T22:30:00.000Z',
      status: 'Paid',
    })
    await invoice({ amount: 999, invoiceDate: '2040-03-10T10:00:00.000Z', status: 'Draft' })
    const cancelled = await invoice({
      amount: 50,
      invoiceDate: '2040-03-11T10:00:00.000Z',
      status: 'Pending',
    })
    const { cancelInvoice } = await import('@/server/billing/invoices/cancel-invoice')
    await cancelInvoice(payload, actors.admin, cancelled.id, null)
    // Paid before payment dates were stored: counted paid in its invoice's month.
    const legacy = await invoice({
      amount: 0.05,
      invoiceDate: '2040-05-02T10:00:00.000Z',
      status: 'Paid',
    })
    await payload.db.drizzle.execute(
      sql`update invoices set paid_at = null where id = ${legacy.id}`,
    )
    // Invoiced this month, paid after now: not paid yet.
    await invoice({
      amount: 7,
      invoiceDate: '2040-06-01T10:00:00.000Z',
      paidAt: '2040-06-20T10:00:00.000Z',
      status: 'Paid',
    })
    // 23:59 on 30 June 2039 in Zurich is before the window; midnight on 1 July is in it.
    await invoice({ amount: 1000, invoiceDate: '2039-06-30T21:59:00.000Z', status: 'Pending' })
    await invoice({ amount: 0.3, invoiceDate: '2039-06-30T22:00:00.000Z', status: 'Pending' })

    const { revenueMonths } = await import('@/server/billing/finances/revenue-months')
    const { financeSummary } = await import('@/server/billing/finances/finances')
    const months = await revenueMonths(payload, now)
    expect(months.map(({ month }) => month)).toEqual([
      '2039-07',
      '2039-08',
      '2039-09',
      '2039-10',
      '2039-11',
      '2039-12',
      '2040-01',
      '2040-02',
      '2040-03',
      '2040-04',
      '2040-05',
      '2040-06',
    ])
    const column = (name: 'invoiced' | 'paid' | 'mrr') =>
      months.map((month) => centimes(month[name]))
    expect(column('invoiced')).toEqual([30, 0, 0, 0, 0, 0, 20020, 0, 10010, 0, 5, 700])
    expect(column('paid')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 20020, 5, 0])
    const base = column('mrr')[0]!
    expect(column('mrr')).toEqual([...Array(7).fill(base), ...Array(5).fill(base + 7905)])
    // The current month is the cards' month.
    const summary = await financeSummary(payload, now)
    expect(centimes(months[11]!.paid)).toBe(centimes(summary.paidMonthToDate))
    expect(centimes(months[11]!.mrr)).toBe(centimes(summary.activeMrr) - 3300)
  })

  it('is served to admins only', async () => {
    const answer = await rest('GET', 'backoffice/revenue-months', await as(actors.admin.email))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const months = answer.data as unknown as { month: string }[]
    expect(months).toHaveLength(12)
    expect(months.at(-1)!.month).toBe(
      new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' }).slice(0, 7),
    )
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('GET', 'backoffice/revenue-months', await as(email))).status).toBe(403)
    }
    expect((await rest('GET', 'backoffice/revenue-months')).status).toBe(401)
  })
})

describe('the dashboard’s payment trend', () => {
  it('sums what was paid in the last 30 days and in the 30 before, exact to the centime', async () => {
    const day = 86_400_000
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString()
    await invoice({ amount: 1234.55, invoiceDate: ago(12), status: 'Paid', paidAt: ago(10) })
    await invoice({ amount: 0.05, invoiceDate: ago(45), status: 'Paid', paidAt: ago(40) })
    await invoice({ amount: 99, invoiceDate: ago(80), status: 'Paid', paidAt: ago(70) })
    await invoice({ amount: 500, invoiceDate: ago(5), status: 'Pending' })
    const answer = await rest('GET', 'backoffice/kpis', await as(actors.admin.email))
    expect(answer.status).toBe(200)
    const { docs } = await (
      await helpers.testPayload()
    ).find({
      collection: 'invoices',
      where: { status: { equals: 'Paid' } },
      limit: 0,
      ...helpers.system,
    })
    const paidBetween = (fromDays: number, toDays: number) =>
      docs
        .filter(({ paidAt, invoiceDate }) => {
          const paid = Date.parse(paidAt ?? invoiceDate)
          return paid >= Date.now() - fromDays * day && paid <= Date.now() - toDays * day
        })
        .reduce((sum, { amount }) => sum + centimes(amount), 0)
    expect(centimes(answer.data.paidLast30Days as string)).toBe(paidBetween(30, 0))
    expect(centimes(answer.data.paidPrevious30Days as string)).toBe(paidBetween(60, 30))
    expect(centimes(answer.data.paidLast30Days as string)).toBeGreaterThanOrEqual(123455)
  })
})
