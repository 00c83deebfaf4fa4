import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ALREADY_CANCELLED_ERROR,
  CANCEL_DRAFT_ERROR,
  CANCEL_PAID_ERROR,
  CANCEL_REASON_ERROR,
  CANCEL_THROUGH_ACTION_ERROR,
  CANCELLED_FINAL_ERROR,
} from '@/domain/billing/credit-note'
import { apiText } from '@/i18n/api-text'
import { validationText } from '@/i18n/validation-text'

import type { ClientProject, Invoice } from '../../payload-types'
import { fillStudioBilling } from '../helpers/billing'
import { invoiceLines } from '../helpers/invoice-lines'
import { readPdf } from '../helpers/pdf'
import { partOf, startSmtpServer } from '../helpers/smtp'

/** 'Annuler la facture' (POST /api/invoices/:id/cancel): the credit note, its PDF and its mail. */
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

const admin = () => tokenOf(actors.admin.email)

/** A sent invoice of client A (who reads English), 240 CHF. */
const sentInvoice = async (amount = 240) => {
  const created = await rest('POST', 'invoices', {
    token: await admin(),
    json: {
      project: project.id,
      lines: invoiceLines(amount, 'Maquettes'),
      invoiceDate: new Date().toISOString(),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  })
  const { id } = created.data.doc as Invoice
  expect((await rest('POST', `invoices/${id}/send`, { token: await admin() })).status).toBe(200)
  return stored(id)
}

const cancel = async (id: number | string, json: unknown = {}, email = actors.admin.email) =>
  rest('POST', `invoices/${id}/cancel`, { token: await tokenOf(email), json })

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'invoices', id, ...helpers.system })

const sequenceOf = (number: string | null | undefined) => Number(number?.split('-')[2])

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

describe('cancelling a sent invoice', () => {
  it('issues a numbered credit note with the reason, and the invoice keeps its number', async () => {
    const invoice = await sentInvoice()
    const answer = await cancel(invoice.id, { reason: '  Commande annulée par le client  ' })
    expect(answer.status).toBe(200)
    const year = new Date().getFullYear()
    expect(answer.data.creditNoteNumber).toMatch(new RegExp(`^NC-${year}-\\d{4}$`))
    const cancelled = await stored(invoice.id)
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      invoiceNumber: invoice.invoiceNumber,
      creditNoteNumber: answer.data.creditNoteNumber,
      cancelReason: 'Commande annulée par le client',
      amount: 240,
    })
    expect(Date.now() - new Date(cancelled.cancelledAt!).getTime()).toBeLessThan(60_000)
    const { docs } = await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: { entityType: { equals: 'invoice' }, entityId: { equals: invoice.id } },
      ...helpers.system,
    })
    expect(docs.map(({ action, note }) => `${action}: ${note}`)).toContain(
      `Facture annulée: ${invoice.invoiceNumber} · note de crédit ${answer.data.creditNoteNumber}`,
    )
    // The client's bell says so, beside the invoice it had announced.
    const { docs: notices } = await (
      await helpers.testPayload()
    ).find({
      collection: 'notifications',
      where: { kind: { equals: 'invoiceCancelled' } },
      user: actors.clientA,
      overrideAccess: false,
    })
    expect(notices.map(({ subject, path }) => [subject, path])).toContainEqual([
      `${invoice.invoiceNumber} · ${answer.data.creditNoteNumber}`,
      '/espace-client/factures',
    ])
  })

  it('mails the client the credit note as a PDF, in its language, which says nothing is due', async () => {
    const invoice = await sentInvoice(99.95)
    const answer = await cancel(invoice.id)
    const number = answer.data.creditNoteNumber as string
    const mail = await smtp.mailTo(actors.clientA.email, (candidate) =>
      candidate.subject.includes(number),
    )
    expect(mail.subject).toBe(`Credit note ${number}: invoice ${invoice.invoiceNumber} cancelled`)
    const text = partOf(mail.raw, 'text/plain').toString('utf8')
    expect(text).toContain('you have nothing to pay for this invoice')
    expect(text).toContain('http://localhost:3000/en/espace-client/factures')
    const pdf = await readPdf(partOf(mail.raw, 'application/pdf'))
    expect(pdf.text).toContain('Credit note')
    expect(pdf.text).toContain(number)
    expect(pdf.text).toContain(invoice.invoiceNumber!)
    expect(pdf.text).toContain('Total credited')
    // Nothing to pay: no QR-bill a banking app could scan.
    expect(pdf.qrCodes).toEqual([])
  })

  it('numbers credit notes cancelled at once one after the other, with none skipped', async () => {
    const invoices = await Promise.all([1, 2, 3, 4, 5].map(() => sentInvoice(50)))
    const answers = await Promise.all(invoices.map(({ id }) => cancel(id)))
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200])
    const sequences = answers
      .map(({ data }) => sequenceOf(data.creditNoteNumber as string))
      .sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(5)
    const { docs } = await (
      await helpers.testPayload()
    ).find({
      collection: 'invoices',
      where: { creditNoteNumber: { like: `NC-${new Date().getFullYear()}-` } },
      limit: 0,
      ...helpers.system,
    })
    const taken = new Set(docs.map(({ creditNoteNumber }) => sequenceOf(creditNoteNumber)))
    for (let sequence = sequences[0]!; sequence <= sequences[4]!; sequence++) {
      expect(taken.has(sequence)).toBe(true)
    }
  })

  it('cancels once on a double click: one credit note, one mail, then 409', async () => {
    const invoice = await sentInvoice(77)
    const answers = await Promise.all([cancel(invoice.id), cancel(invoice.id)])
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409])
    expect(answers.find(({ status }) => status === 409)?.data.message).toBe(
      apiText('fr', ALREADY_CANCELLED_ERROR),
    )
    const { creditNoteNumber } = await stored(invoice.id)
    const mine = (candidate: { subject: string }) => candidate.subject.includes(creditNoteNumber!)
    await smtp.mailTo(actors.clientA.email, mine)
    // Time for a second mail, were one queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.all(actors.clientA.email).filter(mine)).toHaveLength(1)
    expect((await cancel(invoice.id)).status).toBe(409)
    expect((await stored(invoice.id)).creditNoteNumber).toBe(creditNoteNumber)
  })
})

describe('what cannot be cancelled', () => {
  it('refuses a draft, a paid invoice and a reason too long, and changes nothing', async () => {
    const draft = await rest('POST', 'invoices', {
      token: await admin(),
      json: {
        project: project.id,
        lines: invoiceLines(10),
        invoiceDate: new Date().toISOString(),
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    const draftId = (draft.data.doc as Invoice).id
    const refusedDraft = await cancel(draftId)
    expect(refusedDraft).toMatchObject({
      status: 409,
      data: { message: apiText('fr', CANCEL_DRAFT_ERROR) },
    })
    expect(await stored(draftId)).toMatchObject({ status: 'Draft', creditNoteNumber: null })

    const paid = await sentInvoice(30)
    const marked = await rest('POST', `invoices/${paid.id}/mark-paid`, { token: await admin() })
    expect(marked.status).toBe(200)
    expect(await cancel(paid.id)).toMatchObject({
      status: 409,
      data: { message: apiText('fr', CANCEL_PAID_ERROR) },
    })
    expect((await stored(paid.id)).status).toBe('Paid')

    const pending = await sentInvoice(30)
    for (const reason of ['x'.repeat(501), 42, { text: 'non' }]) {
      expect(await cancel(pending.id, { reason })).toMatchObject({
        status: 400,
        data: { message: apiText('fr', CANCEL_REASON_ERROR) },
      })
    }
    // A body that is not JSON is refused, not read as no reason.
    const form = new FormData()
    form.set('reason', 'Formulaire')
    const notJson = await rest('POST', `invoices/${pending.id}/cancel`, {
      token: await admin(),
      form,
    })
    expect(notJson.status).toBe(400)
    expect(await stored(pending.id)).toMatchObject({ status: 'Pending', creditNoteNumber: null })
  })

  it('refuses a cancel by PATCH (no credit note) and reviving a cancelled invoice', async () => {
    const invoice = await sentInvoice(60)
    const patched = await rest('PATCH', `invoices/${invoice.id}`, {
      token: await admin(),
      json: { status: 'Cancelled' },
    })
    expect(patched.status).toBe(400)
    expect(JSON.stringify(patched.data)).toContain(
      validationText('fr', CANCEL_THROUGH_ACTION_ERROR),
    )
    expect((await stored(invoice.id)).status).toBe('Pending')

    expect((await cancel(invoice.id)).status).toBe(200)
    const revived = await rest('PATCH', `invoices/${invoice.id}`, {
      token: await admin(),
      json: { status: 'Pending' },
    })
    expect(revived.status).toBe(400)
    expect(JSON.stringify(revived.data)).toContain(validationText('fr', CANCELLED_FINAL_ERROR))
    // Nor may a request write the credit note's fields itself.
    const forged = await rest('PATCH', `invoices/${invoice.id}`, {
      token: await admin(),
      json: { creditNoteNumber: 'NC-1999-0001', cancelReason: 'forgé' },
    })
    expect(forged.status).toBe(200)
    expect(await stored(invoice.id)).toMatchObject({ status: 'Cancelled' })
    expect((await stored(invoice.id)).creditNoteNumber).not.toBe('NC-1999-0001')
    expect((await stored(invoice.id)).cancelReason).toBeNull()
  })

  it('is the admins’ only: 401 for a visitor, 403 for a client or an editor, 404 if unknown', async () => {
    const invoice = await sentInvoice(20)
    expect((await rest('POST', `invoices/${invoice.id}/cancel`, { json: {} })).status).toBe(401)
    expect((await cancel(invoice.id, {}, actors.clientA.email)).status).toBe(403)
    expect((await cancel(invoice.id, {}, actors.editor.email)).status).toBe(403)
    expect((await cancel(999_999_999)).status).toBe(404)
    expect((await cancel('abc')).status).toBe(404)
    expect((await stored(invoice.id)).status).toBe('Pending')
  })
})

describe('the credit note PDF', () => {
  it('is its client’s and the admins’ only, and exists only once the invoice is cancelled', async () => {
    const invoice = await sentInvoice(45)
    const download = async (email: string, lang = '') =>
      rest('GET', `invoices/${invoice.id}/credit-note${lang}`, { token: await tokenOf(email) })
    expect((await download(actors.clientA.email)).status).toBe(404)
    const { data } = await cancel(invoice.id)
    const own = await download(actors.clientA.email, '?lang=fr')
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="note-de-credit-${String(data.creditNoteNumber)}.pdf"`,
    )
    expect((await readPdf(own.bytes)).text).toContain('Note de crédit')
    expect((await download(actors.admin.email)).status).toBe(200)
    // Another client gets exactly what an unknown id gets.
    const foreign = await download(actors.clientB.email)
    expect(foreign.status).toBe(404)
    expect(foreign.data).toEqual({ message: 'Note de crédit introuvable' })
    // The invoice itself is still there, marked cancelled, and keeps its payment part.
    const original = await rest('GET', `invoices/${invoice.id}/pdf?lang=fr`, {
      token: await tokenOf(actors.clientA.email),
    })
    expect(original.headers.get('content-disposition')).toContain(
      `facture-${invoice.invoiceNumber}.pdf`,
    )
    const cancelled = await readPdf(original.bytes)
    expect(cancelled.text).toContain('Annulée')
    // Nothing is due any more: no payment part a banking app could still pay.
    expect(cancelled.text).toContain(
      `Facture annulée par la note de crédit ${String(data.creditNoteNumber)} : rien n’est dû.`,
    )
    expect(cancelled.text).not.toContain('Moyens de paiement')
    expect(cancelled.qrCodes).toEqual([])
  })
})
