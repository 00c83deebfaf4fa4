import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
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

// Each invoice is one line of `amount` at 0 % VAT: its stored total is that amount.
const invoice = async ({
  amount,
  ...data
}: {
  amount: number
  invoiceDate: string
  status: 'Paid' | 'Pending' | 'Draft'
  dueDate?: string
}) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project: project.id,
      dueDate: data.dueDate ?? data.invoiceDate,
      lines: invoiceLines(amount),
      ...data,
    } as never, // numbered by the server
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
  it('count paid invoices from midnight on the 1st in Zurich, and over exactly 30 days', async () => {
    // 00:30 on 1 March 2031 in Zurich (UTC+1) is 23:30 UTC on 28 February.
    const now = new Date('2031-02-28T23:30:00.000Z')
    await invoice({ amount: 100.05, invoiceDate: '2031-02-28T23:10:00.000Z', status: 'Paid' }) // 1 March, Zurich
    await invoice({ amount: 200.1, invoiceDate: '2031-02-28T22:50:00.000Z', status: 'Paid' }) // 28 February, Zurich
    await invoice({ amount: 999.99, invoiceDate: '2031-02-28T23:20:00.000Z', status: 'Pending' })
    await invoice({ amount: 0.3, invoiceDate: '2031-01-29T23:31:00.000Z', status: 'Paid' }) // 29 days 23 h 59 ago
    await invoice({ amount: 50, invoiceDate: '2031-01-29T23:29:00.000Z', status: 'Paid' }) // 30 days 1 min ago
    await invoice({ amount: 7, invoiceDate: '2031-03-01T00:00:00.000Z', status: 'Paid' }) // after now
    const { financeSummary } = await import('@/server/backoffice/finances')
    const payload = await helpers.testPayload()
    const summary = await financeSummary(payload, now)
    expect(centimes(summary.paidMonthToDate)).toBe(10005)
    expect(centimes(summary.paidLast30Days)).toBe(10005 + 20010 + 30)

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
    // A draft: its discount may still change.
    const target = await invoice({
      amount: 5,
      invoiceDate: '2031-06-01T10:00:00.000Z',
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
  it('list every invoice with the status to read, and every subscription, for admins only', async () => {
    await invoice({
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
    const lines = (answer.data.text as string).trim().split('\r\n')
    expect(lines[0]).toBe('Numéro;Projet;Date;Échéance;Montant (CHF);Statut')
    expect(lines).toContain(
      `2020-0001;${project.projectName};2020-01-01;2020-02-01;12.30;En retard`,
    )
    const payload = await helpers.testPayload()
    expect(lines).toHaveLength(
      1 + (await payload.count({ collection: 'invoices', ...helpers.system })).totalDocs,
    )

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
      expect((await rest('GET', path, await as(actors.clientA.email))).status).toBe(403)
    }
  })
})
