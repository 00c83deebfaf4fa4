import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { CAMT_ERRORS } from '@/domain/billing/camt-errors'
import { paymentReference } from '@/domain/billing/payment-reference'
import { UNMATCHED_REASONS } from '@/domain/billing/payment-matching'
import { apiText } from '@/i18n/api-text'
import { getT } from '@/i18n/translator'
import {
  CREDIT_ALREADY_HANDLED,
  INVOICE_NOT_PAYABLE,
} from '@/server/billing/bank-import/bank-credit-actions'

import type { BankCredit, ClientProject, User } from '../../payload-types'
import { fillStudioBilling, STUDIO_BILLING } from '../helpers/billing'
import { camt054, statementForm, type TestCredit } from '../helpers/camt'
import { invoiceLines } from '../helpers/invoice-lines'

/** 'Importer un relevé' (POST /api/bank-credits/import) and the credits the admin handles. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
let client: User
const tokens: Record<string, string> = {}

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

const adminToken = () => tokenOf(actors.admin.email)

/** A sent invoice (numbered, with its payment reference), as the 'Envoyer' action leaves it. */
const sentInvoice = async (amount: number) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project: project.id,
      status: 'Pending',
      lines: invoiceLines(amount),
      invoiceDate: new Date().toISOString(),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    ...helpers.system,
  })

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'invoices', id, ...helpers.system })

const importFile = async (xml: string, email = actors.admin.email) =>
  rest('POST', 'bank-credits/import', { token: await tokenOf(email), form: statementForm(xml) })

const previewFile = async (xml: string, email = actors.admin.email) =>
  rest('POST', 'bank-credits/preview', { token: await tokenOf(email), form: statementForm(xml) })

const creditsOf = async (entryIds: string[]) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'bank-credits',
      where: { entryId: { in: entryIds } },
      depth: 0,
      limit: 0,
      ...helpers.system,
    })
  ).docs as BankCredit[]

const credit = (overrides: TestCredit): TestCredit => ({
  entryId: `TX-${crypto.randomUUID()}`,
  ...overrides,
})

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  // A company name of its own: no other test file's invoice may agree with this client's name.
  client = await payload.update({
    collection: 'users',
    id: actors.clientA.id,
    data: { companyName: `Atelier ${crypto.randomBytes(4).toString('hex')} Sàrl` },
    ...helpers.system,
  })
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
  await fillStudioBilling(payload)
})

describe('importing a bank file', () => {
  it('pays the invoice a credit names by its reference, on the booking date, once', async () => {
    const invoice = await sentInvoice(480)
    expect(invoice.paymentReference).toMatch(/^RF\d{2}/)
    const paying = credit({
      amount: '480.00',
      reference: invoice.paymentReference!,
      bookingDate: '2026-11-20',
    })
    const xml = camt054([paying])
    const first = await importFile(xml)
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ kind: 'camt.054', credits: 1, alreadyImported: 0 })
    expect(first.data.paidInvoices).toEqual([invoice.invoiceNumber])
    const paid = await stored(invoice.id)
    expect(paid).toMatchObject({ status: 'Paid', amountPaid: 480 })
    expect(paid.paidAt?.slice(0, 10)).toBe('2026-11-20')

    const again = await importFile(xml)
    expect(again.data).toMatchObject({ credits: 0, alreadyImported: 1, paidInvoices: [] })
    expect(await creditsOf([paying.entryId!])).toHaveLength(1)
    expect((await stored(invoice.id)).updatedAt).toBe(paid.updatedAt)
  })

  it('leaves the rest of a partly paid invoice open until a second credit pays it', async () => {
    const invoice = await sentInvoice(1000)
    const reference = invoice.paymentReference!
    const part = await importFile(camt054([credit({ amount: '400', reference })]))
    expect(part.data.partlyPaidInvoices).toEqual([invoice.invoiceNumber])
    expect(await stored(invoice.id)).toMatchObject({ status: 'Pending', amountPaid: 400 })
    expect((await stored(invoice.id)).paidAt ?? null).toBeNull()

    await importFile(camt054([credit({ amount: '600.00', reference, bookingDate: '2026-11-24' })]))
    const paid = await stored(invoice.id)
    expect(paid).toMatchObject({ status: 'Paid', amountPaid: 1000 })
    expect(paid.paidAt?.slice(0, 10)).toBe('2026-11-24')
  })

  it('leaves a second full payment of the same invoice in the file for the admin', async () => {
    const invoice = await sentInvoice(250)
    const reference = invoice.paymentReference!
    const twice = [credit({ amount: '250', reference }), credit({ amount: '250', reference })]
    const answer = await importFile(camt054(twice))
    expect(answer.data).toMatchObject({ credits: 2, toReview: 1 })
    expect(await stored(invoice.id)).toMatchObject({ status: 'Paid', amountPaid: 250 })
    const rows = await creditsOf(twice.map((c) => c.entryId!))
    expect(rows.map((row) => row.status).sort()).toEqual(['matched', 'unmatched'])
    expect(rows.find((row) => row.status === 'unmatched')?.note).toBe(
      UNMATCHED_REASONS.invoiceClosed,
    )
  })

  it('lists a credit with an unknown reference, and suggests the invoice of the same amount and name', async () => {
    const invoice = await sentInvoice(1234.55)
    const unknown = credit({ amount: '1234.55', reference: 'RF471234567890', debtor: 'Personne' })
    const named = credit({ amount: '1234.55', debtor: `${client.companyName}, Genève` })
    const answer = await importFile(camt054([unknown, named]))
    expect(answer.data).toMatchObject({ credits: 2, toReview: 2, paidInvoices: [] })
    const [first, second] = await Promise.all([
      creditsOf([unknown.entryId!]),
      creditsOf([named.entryId!]),
    ])
    expect(first[0]).toMatchObject({
      status: 'unmatched',
      note: UNMATCHED_REASONS.unknownReference,
    })
    expect(first[0]?.suggestedInvoice ?? null).toBeNull()
    expect(second[0]).toMatchObject({ status: 'unmatched', suggestedInvoice: invoice.id })
    expect((await stored(invoice.id)).status).toBe('Pending')
  })
})

describe('the preview before applying a file', () => {
  it('shows each entry with what the import will do, and the same summary, storing nothing', async () => {
    const full = await sentInvoice(300)
    const part = await sentInvoice(1000)
    const suggested = await sentInvoice(432.1)
    const entries = [
      credit({ amount: '300.00', reference: full.paymentReference!, bookingDate: '2026-11-20' }),
      credit({ amount: '400', reference: part.paymentReference! }),
      credit({ amount: '432.10', debtor: `${client.companyName}, Genève` }),
      credit({ amount: '9.99', debtor: 'Personne' }),
    ]
    const xml = camt054(entries)
    const preview = await previewFile(xml)
    expect(preview.status).toBe(200)
    const lines = preview.data.entries as { entryId: string; effect: unknown; invoice: unknown }[]
    expect(lines.map(({ entryId, effect, invoice }) => ({ entryId, effect, invoice }))).toEqual([
      {
        entryId: entries[0]!.entryId,
        effect: { kind: 'pays', invoiceId: full.id, settles: true },
        invoice: { number: full.invoiceNumber, client: client.companyName },
      },
      {
        entryId: entries[1]!.entryId,
        effect: { kind: 'pays', invoiceId: part.id, settles: false },
        invoice: { number: part.invoiceNumber, client: client.companyName },
      },
      {
        entryId: entries[2]!.entryId,
        effect: { kind: 'suggestion', invoiceId: suggested.id },
        invoice: { number: suggested.invoiceNumber, client: client.companyName },
      },
      {
        entryId: entries[3]!.entryId,
        effect: { kind: 'review', reason: UNMATCHED_REASONS.noReference },
        invoice: null,
      },
    ])
    expect(lines[0]).toMatchObject({ centimes: 30000, bookingDate: '2026-11-20' })
    // Nothing stored, however often it is previewed.
    await previewFile(xml)
    expect(await creditsOf(entries.map((entry) => entry.entryId!))).toEqual([])
    for (const invoice of [full, part, suggested]) {
      const unchanged = await stored(invoice.id)
      expect([unchanged.status, unchanged.amountPaid ?? 0]).toEqual(['Pending', 0])
    }
    // Applied, the file does what the preview said.
    const applied = await importFile(xml)
    expect(applied.data).toEqual(preview.data.summary)
    expect(await stored(full.id)).toMatchObject({ status: 'Paid' })
    expect(await stored(part.id)).toMatchObject({ status: 'Pending', amountPaid: 400 })
    const again = await previewFile(xml)
    expect(again.data.summary).toMatchObject({ credits: 0, alreadyImported: 4, toReview: 0 })
    expect(
      (again.data.entries as { effect: { kind: string } }[]).map(({ effect }) => effect.kind),
    ).toEqual(['alreadyImported', 'alreadyImported', 'alreadyImported', 'alreadyImported'])
  })

  it('refuses what the import refuses, with the same words', async () => {
    const euro = await previewFile(camt054([credit({ amount: '10', currency: 'EUR' })]))
    expect(euro.status).toBe(400)
    expect(euro.data.message).toBe(apiText('fr', CAMT_ERRORS.currency('EUR')))
    const none = await rest('POST', 'bank-credits/preview', {
      token: await adminToken(),
      form: new FormData(),
    })
    expect(none.status).toBe(400)
    expect(none.data.message).toBe('Choisissez un fichier camt.054 ou camt.053.')
    const xml = camt054([credit({ amount: '1' })])
    expect((await rest('POST', 'bank-credits/preview', { form: statementForm(xml) })).status).toBe(
      401,
    )
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await previewFile(xml, email)).status).toBe(403)
    }
  })
})

describe('a file the import refuses changes nothing', () => {
  it.each([
    ['in euros', camt054([credit({ amount: '10', currency: 'EUR' })]), CAMT_ERRORS.currency('EUR')],
    ['truncated', camt054([credit({ amount: '10' })]).slice(0, 400), CAMT_ERRORS.unreadable],
    [
      'with an external entity',
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>`,
      CAMT_ERRORS.doctype,
    ],
    ['of another kind', '<Document><CstmrCdtTrfInitn/></Document>', CAMT_ERRORS.notCamt],
    ['empty', '', CAMT_ERRORS.empty],
  ])('a file %s', async (_name, xml, message) => {
    const answer = await importFile(xml)
    expect(answer.status).toBe(400)
    expect(answer.data.message).toBe(apiText('fr', message))
  })

  it('a file with a valid credit and one in euros stores neither', async () => {
    const invoice = await sentInvoice(90)
    const good = credit({ amount: '90', reference: invoice.paymentReference! })
    const euro = credit({ amount: '90', currency: 'EUR' })
    expect((await importFile(camt054([good, euro]))).status).toBe(400)
    expect(await creditsOf([good.entryId!, euro.entryId!])).toEqual([])
    expect((await stored(invoice.id)).status).toBe('Pending')
  })

  it('no file, or one over 25 MB', async () => {
    const token = await adminToken()
    const none = await rest('POST', 'bank-credits/import', { token, form: new FormData() })
    expect(none.status).toBe(400)
    expect(none.data.message).toBe('Choisissez un fichier camt.054 ou camt.053.')
    const huge = statementForm('<a>'.padEnd(26 * 1024 * 1024, ' '))
    const over = await rest('POST', 'bank-credits/import', { token, form: huge })
    expect(over.status).toBe(413)
    expect(over.data.message).toBe('Le fichier dépasse 25 Mo.')
  })

  it('the same file sent twice at once pays once', async () => {
    const invoice = await sentInvoice(77.7)
    const paying = credit({ amount: '77.70', reference: invoice.paymentReference! })
    const xml = camt054([paying])
    const answers = await Promise.all([importFile(xml), importFile(xml)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(answers.map((a) => a.data.credits).sort()).toEqual([0, 1])
    expect(await creditsOf([paying.entryId!])).toHaveLength(1)
    expect(await stored(invoice.id)).toMatchObject({ status: 'Paid', amountPaid: 77.7 })
  })
})

describe('who may import and handle credits', () => {
  it('refuses visitors, clients and editors', async () => {
    const xml = camt054([credit({ amount: '1' })])
    const visitor = await rest('POST', 'bank-credits/import', { form: statementForm(xml) })
    expect(visitor.status).toBe(401)
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await importFile(xml, email)).status).toBe(403)
    }
    const waiting = credit({ amount: '1' })
    await importFile(camt054([waiting]))
    const [row] = await creditsOf([waiting.entryId!])
    const token = await tokenOf(actors.clientA.email)
    expect((await rest('POST', `bank-credits/${row!.id}/ignore`, { token })).status).toBe(403)
    expect((await rest('GET', `bank-credits/${row!.id}`, { token })).status).toBe(403)
  })
})

describe('the credits waiting for the admin', () => {
  const waitingCredit = async (amount: string) => {
    const waiting = credit({ amount, debtor: 'Inconnu SA' })
    await importFile(camt054([waiting]))
    return (await creditsOf([waiting.entryId!]))[0]!
  }
  const act = async (id: number, action: 'assign' | 'ignore', json?: unknown) =>
    rest('POST', `bank-credits/${id}/${action}`, { token: await adminToken(), json })

  it('are assigned to an open invoice, which they pay; twice is refused', async () => {
    const invoice = await sentInvoice(55)
    const waiting = await waitingCredit('55.00')
    const answer = await act(waiting.id, 'assign', { invoice: invoice.id })
    expect(answer.status).toBe(200)
    expect(await stored(invoice.id)).toMatchObject({ status: 'Paid', amountPaid: 55 })
    const again = await act(waiting.id, 'assign', { invoice: invoice.id })
    expect(again.status).toBe(409)
    expect(again.data.message).toBe(getT('fr', 'api')(CREDIT_ALREADY_HANDLED))
  })

  it('are never assigned to a draft, a paid invoice, a missing one or a malformed id', async () => {
    const waiting = await waitingCredit('12.00')
    const payload = await helpers.testPayload()
    const draftInvoice = await payload.create({
      collection: 'invoices',
      data: {
        project: project.id,
        status: 'Draft',
        lines: invoiceLines(12),
        invoiceDate: new Date().toISOString(),
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
      ...helpers.system,
    })
    const refused = await act(waiting.id, 'assign', { invoice: draftInvoice.id })
    expect(refused.status).toBe(409)
    expect(refused.data.message).toBe(getT('fr', 'api')(INVOICE_NOT_PAYABLE))
    expect((await act(waiting.id, 'assign', { invoice: 999_999_999 })).status).toBe(404)
    expect((await act(waiting.id, 'assign', { invoice: 'abc' })).status).toBe(400)
    expect((await act(waiting.id, 'assign')).status).toBe(400)
    expect((await act(999_999_999, 'assign', { invoice: draftInvoice.id })).status).toBe(404)
    expect((await creditsOf([waiting.entryId])).map((row) => row.status)).toEqual(['unmatched'])
  })

  it('are ignored once', async () => {
    const waiting = await waitingCredit('3.00')
    expect((await act(waiting.id, 'ignore')).status).toBe(200)
    expect((await act(waiting.id, 'ignore')).status).toBe(409)
    expect((await creditsOf([waiting.entryId])).map((row) => row.status)).toEqual(['ignored'])
  })
})

describe('a large file', () => {
  it('of 10,000 credits paying 2,000 invoices is imported in under the time of 2,000 of Payload’s own creates, and again changes nothing', async () => {
    const payload = await helpers.testPayload()
    const tag = crypto.randomBytes(4).toString('hex')
    // 2,000 sent invoices, written in SQL as the send leaves them (one line of 40.05 each).
    const { rows } = await payload.db.drizzle.execute(sql`
      insert into invoices (invoice_number, project_id, invoice_date, due_date, amount, subtotal,
                            vat_amount, rounding, status)
      select ${`BULK-${tag}-`} || i, ${project.id}, now(), now() + interval '30 days', 40.05,
             40.05, 0, 0, 'Pending'
        from generate_series(1, 2000) as i
      returning id, invoice_number as "invoiceNumber"`)
    const invoices = rows as { id: number; invoiceNumber: string }[]
    await payload.db.drizzle.execute(sql`
      insert into invoices_lines (_order, _parent_id, id, description, quantity, unit_price, vat_rate)
      select 1, id, substr(md5(${tag} || id::text), 1, 24), 'Maintenance', 1, 40.05, '0'
        from unnest(${sql.param(invoices.map(({ id }) => id))}::int[]) as id`)
    const references = invoices.map((invoice) => paymentReference(STUDIO_BILLING.iban, invoice))
    await payload.db.drizzle.execute(sql`
      update invoices set payment_reference = r.reference
        from unnest(${sql.param(invoices.map(({ id }) => id))}::int[],
                    ${sql.param(references)}::text[]) as r(id, reference)
       where invoices.id = r.id`)
    const many = [
      ...references.map((reference) => credit({ amount: '40.05', reference })),
      ...Array.from({ length: 8_000 }, (_, i) =>
        credit({ amount: `${i + 1}.05`, debtor: 'Donateur anonyme' }),
      ),
    ]
    const xml = camt054(many)
    // The budget, as a ratio to a reference measured here, beside the suite's other workers (a
    // wall-clock limit failed under their load): Payload's own create of one credit, 100 times.
    // The import writes its rows in bulk for scale (bank-import/apply-credits.ts): each of its
    // 10,000 entries must cost under a fifth of one such create, the whole file under 2,000 of
    // them. A write path per row would cost at least 10,000: five times over.
    const referenceStarted = performance.now()
    for (let i = 0; i < 100; i++) {
      await payload.create({
        collection: 'bank-credits',
        data: {
          entryId: `REF-${tag}-${i}`,
          bookingDate: new Date().toISOString(),
          amount: 1,
          status: 'ignored',
        },
        ...helpers.system,
      })
    }
    const hundredCreates = performance.now() - referenceStarted
    for (const expected of [10_000, 0]) {
      const started = performance.now()
      const answer = await importFile(xml)
      expect(answer.status).toBe(200)
      expect(answer.data.credits).toBe(expected)
      expect((answer.data.paidInvoices as string[]).length).toBe(expected ? 2_000 : 0)
      const took = performance.now() - started
      console.info(
        `10,000 credits: ${Math.round(took)} ms; 100 creates: ${Math.round(hundredCreates)} ms`,
      )
      expect(took).toBeLessThan(hundredCreates * 20)
    }
    const { rows: paid } = await payload.db.drizzle.execute(sql`
      select count(*)::int as n from invoices
       where invoice_number like ${`BULK-${tag}-%`} and status = 'Paid' and amount_paid = 40.05`)
    expect(paid[0]).toEqual({ n: 2_000 })
    const { rows: logged } = await payload.db.drizzle.execute(sql`
      select count(*)::int as n from activities
       where action = 'Paiement reçu : facture payée' and note like ${`BULK-${tag}-%`}`)
    expect(logged[0]).toEqual({ n: 2_000 })
    expect(await creditsOf([many[0]!.entryId!, many[9_999]!.entryId!])).toHaveLength(2)
  }, 60_000)
})
