import { beforeAll, describe, expect, it } from 'vitest'

import { DUE_BEFORE_INVOICE_ERROR } from '@/domain/billing/invoice-dates'
import { ZERO_TOTAL_ERROR } from '@/domain/billing/invoice-draft'
import { NOTES_ERROR } from '@/domain/billing/invoice-lines'
import { INVOICE_SENT_LOCKED_ERROR } from '@/domain/billing/invoice-status'
import { validationText } from '@/i18n/validation-text'

import type { ClientProject, Invoice } from '../../payload-types'
import { fillStudioBilling } from '../helpers/billing'
import { fixtures } from '../helpers/fixtures'
import { invoiceLines } from '../helpers/invoice-lines'
import { type Actors, createActors, system, testPayload } from '../helpers/payload'
import { readPdf } from '../helpers/pdf'
import { rest, signIn } from '../helpers/rest'

/** What the back office's invoice editor relies on: notes, the draft's rules and its PDF preview. */
let actors: Actors
let payload: Awaited<ReturnType<typeof testPayload>>
let project: ClientProject
let adminToken: string

const create = (json: Record<string, unknown>) =>
  rest('POST', 'invoices', {
    token: adminToken,
    json: {
      project: project.id,
      invoiceDate: '2035-03-10T12:00:00.000Z',
      dueDate: '2035-04-09T12:00:00.000Z',
      lines: invoiceLines(480, 'Maintenance'),
      ...json,
    },
  })

const draft = async (json: Record<string, unknown> = {}) => {
  const answer = await create(json)
  expect(answer.status).toBe(201)
  return answer.data.doc as Invoice
}

const fieldErrors = (data: Record<string, unknown>) =>
  ((data.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data
    ?.errors ?? []) as { path: string; message: string }[]

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  project = await fixtures(payload).project(actors.clientA)
  adminToken = await signIn(actors.admin.email)
  await fillStudioBilling(payload)
})

describe('a draft’s notes', () => {
  it('are stored, printed on the PDF and frozen once the invoice is sent', async () => {
    const invoice = await draft({ notes: 'Merci pour votre confiance.\nPaiement à 30 jours.' })
    expect(invoice.notes).toBe('Merci pour votre confiance.\nPaiement à 30 jours.')
    const sent = await rest('POST', `invoices/${invoice.id}/send`, { token: adminToken })
    expect(sent.status).toBe(200)
    const pdf = await rest('GET', `invoices/${invoice.id}/pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    expect((await readPdf(pdf.bytes)).text).toContain('Merci pour votre confiance.')
    const changed = await rest('PATCH', `invoices/${invoice.id}`, {
      token: adminToken,
      json: { notes: 'Autre chose' },
    })
    expect(changed.status).toBe(400)
    expect(fieldErrors(changed.data)).toContainEqual({
      path: 'notes',
      message: validationText('fr', INVOICE_SENT_LOCKED_ERROR),
    })
  })

  it('are refused beyond 1000 characters', async () => {
    const answer = await create({ notes: 'x'.repeat(1001) })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.data).map(({ message }) => message)).toContain(
      validationText('fr', NOTES_ERROR),
    )
  })
})

describe('a draft the server refuses', () => {
  it('is due before its invoice date', async () => {
    const answer = await create({ dueDate: '2035-03-09T12:00:00.000Z' })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.data)).toContainEqual({
      path: 'dueDate',
      message: validationText('fr', DUE_BEFORE_INVOICE_ERROR),
    })
    const invoice = await draft()
    const moved = await rest('PATCH', `invoices/${invoice.id}`, {
      token: adminToken,
      json: { invoiceDate: '2035-05-01T12:00:00.000Z' },
    })
    expect(moved.status).toBe(400)
  })

  it('comes to 0 CHF, even through its discount', async () => {
    const zero = await create({ lines: invoiceLines(0) })
    expect(zero.status).toBe(400)
    expect(fieldErrors(zero.data)).toContainEqual({
      path: 'lines',
      message: validationText('fr', ZERO_TOTAL_ERROR),
    })
    const invoice = await draft()
    const discounted = await rest('PATCH', `invoices/${invoice.id}`, {
      token: adminToken,
      json: { discount: 480 },
    })
    expect(discounted.status).toBe(400)
  })

  it('is accepted due on its invoice day', async () => {
    await draft({ dueDate: '2035-03-10T12:00:00.000Z' })
  })
})

describe('the PDF preview of a draft', () => {
  it('is the admin’s only, marked as a draft, without a payment part', async () => {
    const invoice = await draft({ notes: 'Projet de facture' })
    const answer = await rest('GET', `invoices/${invoice.id}/pdf`, { token: adminToken })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toContain(`brouillon-${invoice.id}.pdf`)
    const pdf = await readPdf(answer.bytes)
    // The title wraps in its column.
    expect(pdf.text).toMatch(/PROJET \/\s+BROUILLON/)
    expect(pdf.text).toContain('Projet de facture')
    expect(pdf.text).toContain('n’est pas une facture')
    // Nothing on it reads as a way to pay it.
    expect(pdf.text).not.toContain('Moyens de paiement')
    expect(pdf.qrCodes).toEqual([])
    // Previewing changes nothing: still a draft without a number.
    const stored = await payload.findByID({ collection: 'invoices', id: invoice.id, ...system })
    expect(stored.status).toBe('Draft')
    expect(stored.invoiceNumber ?? null).toBeNull()
  })

  it('is not found for a client, the project’s own included, nor for an editor', async () => {
    const invoice = await draft()
    for (const account of [actors.clientA, actors.clientB, actors.editor]) {
      const token = await signIn(account.email)
      const answer = await rest('GET', `invoices/${invoice.id}/pdf`, { token })
      expect(answer.status).toBe(404)
      expect(answer.bytes.length).toBeLessThan(100)
    }
  })

  it('asks a visitor to sign in', async () => {
    const invoice = await draft()
    expect((await rest('GET', `invoices/${invoice.id}/pdf`)).status).toBe(401)
  })
})
