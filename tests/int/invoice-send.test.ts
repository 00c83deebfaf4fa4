import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INVOICE_SENT_LOCKED_ERROR } from '@/domain/billing/invoice-status'
import { validationText } from '@/i18n/validation-text'

import type { ClientProject, Invoice } from '../../payload-types'
import { fillStudioBilling } from '../helpers/billing'
import { invoiceLines } from '../helpers/invoice-lines'
import { readPdf } from '../helpers/pdf'
import { partOf, startSmtpServer } from '../helpers/smtp'

/** Drafts, and POST /api/invoices/:id/send: the number, the status and the client's mail. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
const tokens: Record<string, string> = {}

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

/** A draft as the admin creates it: no status, no number given. */
const draft = async (amount = 480, projectId = project.id) => {
  const answer = await rest('POST', 'invoices', {
    token: await tokenOf(actors.admin.email),
    json: {
      project: projectId,
      lines: invoiceLines(amount, 'Maintenance'),
      invoiceDate: new Date().toISOString(),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  })
  expect(answer.status).toBe(201)
  return answer.data.doc as Invoice
}

const send = async (id: number | string, email: string | null = actors.admin.email) =>
  rest('POST', `invoices/${id}/send`, email ? { token: await tokenOf(email) } : {})

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'invoices', id, ...helpers.system })

const sequenceOf = (number: string | null | undefined) => Number(number?.split('-')[1])

/**
 * Every number of the year from `from` to `to` is taken: none skipped. (Other test files may
 * number invoices of this year at the same time, so the numbers between are checked, not a
 * difference of one.)
 */
const expectNoGap = async (year: number, from: number, to: number) => {
  const { docs } = await (
    await helpers.testPayload()
  ).find({
    collection: 'invoices',
    where: { invoiceNumber: { like: `${year}-` } },
    limit: 0,
    depth: 0,
    ...helpers.system,
  })
  const taken = new Set(docs.map(({ invoiceNumber }) => sequenceOf(invoiceNumber)))
  for (let sequence = from; sequence <= to; sequence++) expect(taken.has(sequence)).toBe(true)
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActorsReadingEnglish(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
  await fillStudioBilling(payload)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

describe('a new invoice', () => {
  it('is a draft without a number, which its client cannot see', async () => {
    const invoice = await draft()
    expect(invoice.status).toBe('Draft')
    expect(invoice.invoiceNumber ?? null).toBeNull()
    const token = await tokenOf(actors.clientA.email)
    expect((await rest('GET', `invoices/${invoice.id}`, { token })).status).toBe(404)
    const list = await rest('GET', 'invoices?limit=100', { token })
    expect((list.data.docs as Invoice[]).map(({ id }) => id)).not.toContain(invoice.id)
    const local = await (
      await helpers.testPayload()
    ).find({ collection: 'invoices', user: actors.clientA, overrideAccess: false, limit: 100 })
    expect(local.docs.map(({ id }) => id)).not.toContain(invoice.id)
  })
})

describe('sending an invoice', () => {
  it('gives it the next number of the year, dates it today and shows it to its client', async () => {
    const payload = await helpers.testPayload()
    const year = new Date().getFullYear()
    // An invoice issued directly takes the year's next number: the send must follow it.
    const issued = await payload.create({
      collection: 'invoices',
      data: {
        project: project.id,
        status: 'Pending',
        lines: invoiceLines(100),
        invoiceDate: new Date().toISOString(),
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
      ...helpers.system,
    })
    const invoice = await draft()
    const answer = await send(invoice.id)
    expect(answer.status).toBe(200)
    const sent = await stored(invoice.id)
    expect(answer.data.invoiceNumber).toBe(sent.invoiceNumber)
    expect(sent.invoiceNumber).toMatch(new RegExp(`^${year}-\\d{4}$`))
    expect(sequenceOf(sent.invoiceNumber)).toBeGreaterThan(sequenceOf(issued.invoiceNumber))
    await expectNoGap(year, sequenceOf(issued.invoiceNumber), sequenceOf(sent.invoiceNumber))
    expect(sent.status).toBe('Pending')
    expect(sent.paymentReference).toBeTruthy()
    const token = await tokenOf(actors.clientA.email)
    expect((await rest('GET', `invoices/${invoice.id}`, { token })).status).toBe(200)
  })

  it('mails the client, in its language, the PDF with its QR-bill and the portal link', async () => {
    const invoice = await draft(1234.5)
    expect((await send(invoice.id)).status).toBe(200)
    const sent = await stored(invoice.id)
    const mail = await smtp.mailTo(actors.clientA.email, (candidate) =>
      candidate.subject.includes(sent.invoiceNumber!),
    )
    expect(mail.subject).toBe(`Your invoice ${sent.invoiceNumber}`)
    const text = partOf(mail.raw, 'text/plain').toString('utf8')
    expect(text).toContain('Please find attached invoice')
    expect(text).toContain('http://localhost:3000/en/espace-client/factures')
    expect(partOf(mail.raw, 'text/html').toString('utf8')).toContain(
      'href="http://localhost:3000/en/espace-client/factures"',
    )
    const pdf = partOf(mail.raw, 'application/pdf')
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
    const read = await readPdf(pdf)
    expect(read.text).toContain(sent.invoiceNumber!)
    expect(read.qrCodes.join('\n')).toContain(sent.paymentReference!)
  })

  it('mails a client who reads French in French, with the French portal link', async () => {
    const { fixtures } = await import('../helpers/fixtures')
    const projectB = await fixtures(await helpers.testPayload()).project(actors.clientB)
    const invoice = await draft(90, projectB.id)
    expect((await send(invoice.id)).status).toBe(200)
    const { invoiceNumber } = await stored(invoice.id)
    const mail = await smtp.mailTo(actors.clientB.email)
    expect(mail.subject).toBe(`Votre facture ${invoiceNumber}`)
    const text = partOf(mail.raw, 'text/plain').toString('utf8')
    expect(text).toContain('Vous trouverez ci-joint la facture')
    expect(text).toContain('http://localhost:3000/espace-client/factures')
    expect(text).not.toContain('/en/')
  })

  it('gives two drafts sent at once two distinct numbers of the year, with none skipped', async () => {
    const [first, second] = await Promise.all([draft(), draft()])
    const answers = await Promise.all([send(first!.id), send(second!.id)])
    expect(answers.map(({ status }) => status)).toEqual([200, 200])
    const numbers = (await Promise.all([stored(first!.id), stored(second!.id)]))
      .map(({ invoiceNumber }) => sequenceOf(invoiceNumber))
      .sort((a, b) => a - b)
    expect(numbers[1]).toBeGreaterThan(numbers[0]!)
    await expectNoGap(new Date().getFullYear(), numbers[0]!, numbers[1]!)
  })

  it('sends the same draft once when it is sent twice at the same time: one number, one mail', async () => {
    const invoice = await draft(777)
    const answers = await Promise.all([send(invoice.id), send(invoice.id)])
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409])
    expect(answers.find(({ status }) => status === 409)?.data.message).toBe('Facture déjà envoyée')
    const sent = await stored(invoice.id)
    const mine = (candidate: { subject: string }) => candidate.subject.includes(sent.invoiceNumber!)
    await smtp.mailTo(actors.clientA.email, mine)
    // Time for a second mail, were one queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.all(actors.clientA.email).filter(mine)).toHaveLength(1)
    expect((await send(invoice.id)).status).toBe(409)
    expect((await stored(invoice.id)).invoiceNumber).toBe(sent.invoiceNumber)
  })

  it('never gives again the number of an invoice deleted with its project', async () => {
    const { fixtures } = await import('../helpers/fixtures')
    const doomed = await fixtures(await helpers.testPayload()).project(actors.clientB)
    const invoice = await draft(120, doomed.id)
    expect((await send(invoice.id)).status).toBe(200)
    const { invoiceNumber } = await stored(invoice.id)
    const removal = await rest('DELETE', `client-projects/${doomed.id}`, {
      token: await tokenOf(actors.admin.email),
    })
    expect(removal.status).toBe(200)
    const next = await draft(130)
    expect((await send(next.id)).status).toBe(200)
    expect(sequenceOf((await stored(next.id)).invoiceNumber)).toBeGreaterThan(
      sequenceOf(invoiceNumber),
    )
  })

  it('is the admins’ only: 401 for a visitor, 403 for a client or an editor, 404 if unknown', async () => {
    const invoice = await draft()
    expect((await send(invoice.id, null)).status).toBe(401)
    expect((await send(invoice.id, actors.clientA.email)).status).toBe(403)
    expect((await send(invoice.id, actors.editor.email)).status).toBe(403)
    expect((await send(999_999_999)).status).toBe(404)
    expect((await send('abc')).status).toBe(404)
    expect((await stored(invoice.id)).status).toBe('Draft')
  })
})

describe('a draft', () => {
  it('cannot be marked paid before it is sent', async () => {
    const invoice = await draft()
    const answer = await rest('POST', `invoices/${invoice.id}/mark-paid`, {
      token: await tokenOf(actors.admin.email),
    })
    expect(answer.status).toBe(409)
    expect(answer.data.message).toBe(
      'Envoyez d’abord cette facture : un brouillon ne peut pas être payé.',
    )
    expect(await stored(invoice.id)).toMatchObject({ status: 'Draft', invoiceNumber: null })
  })
})

describe('a sent invoice', () => {
  it('keeps its lines and amount, cannot be deleted, and is cancelled with its number', async () => {
    const invoice = await draft(300)
    await send(invoice.id)
    const before = await stored(invoice.id)
    const token = await tokenOf(actors.admin.email)
    const edit = await rest('PATCH', `invoices/${invoice.id}`, {
      token,
      json: { lines: invoiceLines(1, 'Rabais') },
    })
    expect(edit.status).toBe(400)
    expect(JSON.stringify(edit.data)).toContain(validationText('fr', INVOICE_SENT_LOCKED_ERROR))
    const { fixtures } = await import('../helpers/fixtures')
    const other = await fixtures(await helpers.testPayload()).project(actors.clientB)
    const move = await rest('PATCH', `invoices/${invoice.id}`, {
      token,
      json: { project: other.id },
    })
    expect(move.status).toBe(400)
    const removal = await rest('DELETE', `invoices/${invoice.id}`, { token })
    expect(removal.status).toBe(409)
    expect(await stored(invoice.id)).toMatchObject({
      amount: 300,
      lines: before.lines,
      project: { id: project.id },
    })
    // Cancelled by its credit note (see credit-notes.test.ts), it keeps its number.
    const cancel = await rest('POST', `invoices/${invoice.id}/cancel`, { token, json: {} })
    expect(cancel.status).toBe(200)
    expect(await stored(invoice.id)).toMatchObject({
      status: 'Cancelled',
      invoiceNumber: before.invoiceNumber,
    })
  })
})
