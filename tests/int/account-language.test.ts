import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../payload-types'
import { fillStudioBilling } from '../helpers/billing'
import { useSmtpServer } from '../helpers/smtp'

/**
 * Each person's language: an account changes its own `language` (and, beside its contact details
 * in account-contact.test.ts, nothing else of its profile) over Payload's REST, as the portal's language menu does, and its next e-mail and
 * invoice PDF follow it.
 */
let smtp: Awaited<ReturnType<typeof useSmtpServer>>
let helpers: typeof import('../helpers/payload')
let restHelpers: typeof import('../helpers/rest')
let actors: import('../helpers/payload').Actors
const tokens: Record<string, string> = {}

const rest: (typeof restHelpers)['rest'] = (...args) => restHelpers.rest(...args)
const tokenOf = async (email: string) => (tokens[email] ??= await restHelpers.signIn(email))

/** PATCH /api/users/:id as `actor`, the call the portal's language menu makes. */
const patchUser = async (actor: User, id: number, json: object) =>
  rest('PATCH', `users/${id}`, { token: await tokenOf(actor.email), json })

const stored = async (id: number) =>
  (await helpers.testPayload()).findByID({ collection: 'users', id, depth: 0, ...helpers.system })

beforeAll(async () => {
  smtp = await useSmtpServer()
  helpers = await import('../helpers/payload')
  restHelpers = await import('../helpers/rest')
  actors = await helpers.createActors(await helpers.testPayload())
})
afterAll(() => smtp.close())

describe('an account’s own language', () => {
  it('a client switches to English: its next e-mail and its invoice PDF are in English', async () => {
    const payload = await helpers.testPayload()
    const { fixtures } = await import('../helpers/fixtures')
    const project = await fixtures(payload).project(actors.clientA)
    const first = await fixtures(payload).request(project.id)
    const adminToken = await tokenOf(actors.admin.email)
    expect(
      (await rest('POST', `client-requests/${first.id}/finish`, { token: adminToken })).status,
    ).toBe(200)
    const french = await smtp.mailTo(actors.clientA.email)
    expect(french.subject).toBe('Votre demande est terminée : Accueil')

    const switched = await patchUser(actors.clientA, actors.clientA.id, { language: 'en' })
    expect(switched.status).toBe(200)
    expect((await stored(actors.clientA.id)).language).toBe('en')

    const second = await fixtures(payload).request(project.id)
    expect(
      (await rest('POST', `client-requests/${second.id}/finish`, { token: adminToken })).status,
    ).toBe(200)
    const english = await smtp.mailTo(actors.clientA.email, (mail) => mail !== french)
    expect(english.subject).toBe('Your request is done: Accueil')
    expect(english.body).toContain('/en/espace-client/demandes')

    // The back office's link names no language: the PDF is the one the client would get.
    await fillStudioBilling(payload)
    const invoice = await fixtures(payload).invoice(project.id, `2026-L${actors.clientA.id}`)
    const pdf = await rest('GET', `invoices/${invoice.id}/pdf`, { token: adminToken })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-2026-L${actors.clientA.id}`)
    const asked = await rest('GET', `invoices/${invoice.id}/pdf?lang=fr`, { token: adminToken })
    expect(asked.headers.get('content-disposition')).toContain(`facture-2026-L${actors.clientA.id}`)
  })

  it('a client changes none of the studio’s fields of its own account', async () => {
    const before = await stored(actors.clientB.id)
    const answer = await patchUser(actors.clientB, actors.clientB.id, {
      language: 'en',
      role: 'admin',
      email: 'taken-over@test.example.com',
      plan: 'Plan offert',
      whatsappLink: 'https://wa.me/41000000000',
      newsletterConsent: true,
      erasedAt: new Date().toISOString(),
    })
    expect(answer.status).toBe(200)
    const after = await stored(actors.clientB.id)
    expect(after.language).toBe('en')
    expect(after).toMatchObject({
      role: 'client',
      email: before.email,
      plan: before.plan ?? null,
      whatsappLink: before.whatsappLink ?? null,
      newsletterConsent: before.newsletterConsent,
      erasedAt: before.erasedAt ?? null,
    })
  })

  it('a client cannot change another account’s language', async () => {
    for (const target of [actors.clientA, actors.editor, actors.admin]) {
      const before = (await stored(target.id)).language
      const language = before === 'en' ? 'fr' : 'en'
      const answer = await patchUser(actors.clientB, target.id, { language })
      expect([403, 404]).toContain(answer.status)
      expect((await stored(target.id)).language).toBe(before)
    }
    // Nor every account's at once.
    const many = await rest('PATCH', 'users?where[role][equals]=admin', {
      token: await tokenOf(actors.clientB.email),
      json: { language: 'en' },
    })
    expect((many.data.docs as unknown[] | undefined) ?? []).toHaveLength(0)
    expect((await stored(actors.admin.id)).language).toBe('fr')
  })

  it('an editor and an admin change their own; an admin also a client’s', async () => {
    for (const staff of [actors.editor, actors.admin]) {
      expect((await patchUser(staff, staff.id, { language: 'en' })).status).toBe(200)
      expect((await stored(staff.id)).language).toBe('en')
      expect((await patchUser(staff, staff.id, { language: 'fr' })).status).toBe(200)
      expect((await stored(staff.id)).language).toBe('fr')
    }
    const before = (await stored(actors.clientB.id)).language
    const editorTry = await patchUser(actors.editor, actors.clientB.id, { language: 'fr' })
    expect([403, 404]).toContain(editorTry.status)
    expect((await stored(actors.clientB.id)).language).toBe(before)
    expect((await patchUser(actors.admin, actors.clientB.id, { language: 'fr' })).status).toBe(200)
    expect((await stored(actors.clientB.id)).language).toBe('fr')
  })

  it('refuses a language the product does not have', async () => {
    const answer = await patchUser(actors.clientB, actors.clientB.id, { language: 'de' })
    expect(answer.status).toBe(400)
    expect((await stored(actors.clientB.id)).language).toBe('fr')
  })
})
