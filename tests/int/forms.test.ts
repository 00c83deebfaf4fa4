import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Form } from '../../payload-types'
import { signUpFormData, supportForm } from '../helpers/forms'
import type { Actors } from '../helpers/payload'
import { startSmtpServer, useSmtpServer } from '../helpers/smtp'

/**
 * Forms editors manage (plugin-form-builder): the support form keeps the spec's rules and
 * messages, its answers are stored and mailed through the queue to the recipient editors set in
 * /cms, a form an editor builds gets its fields' rules, and bad settings are refused in French.
 */
let smtp: Awaited<ReturnType<typeof useSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let signIn: (typeof import('../helpers/rest'))['signIn']
let actors: Actors
const tokens: Record<'clientA' | 'editor' | 'admin', string> = {
  clientA: '',
  editor: '',
  admin: '',
}
let support: Form

beforeAll(async () => {
  smtp = await useSmtpServer()
  helpers = await import('../helpers/payload')
  ;({ rest, signIn } = await import('../helpers/rest'))
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  for (const name of ['clientA', 'editor', 'admin'] as const) {
    tokens[name] = await signIn(actors[name].email)
  }
  support = await supportForm(payload)
})
afterAll(() => smtp.close())

const answers = () => ({
  name: 'Camille Dupont',
  email: helpers.uniqueEmail('visitor'),
  subject: 'Changer nos horaires',
  priority: 'high',
  message: 'Bonjour, pouvez-vous mettre à jour les horaires de la page contact ?',
})

const storedFor = async (email: string) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      depth: 0,
      ...helpers.system,
    })
  ).docs

const setRecipient = (emailTo: string, token = tokens.editor) =>
  rest('PATCH', `forms/${support.id}?locale=fr`, {
    token,
    json: { emails: [{ ...support.emails![0], emailTo }] },
  })

describe('the support form', () => {
  it('is seeded as the spec describes it, in French and English', async () => {
    const payload = await helpers.testPayload()
    const english = await payload.findByID({
      collection: 'forms',
      id: support.id,
      locale: 'en',
      ...helpers.system,
    })
    expect(support.fields?.map((field) => [field.blockType, field.name, field.label])).toEqual([
      ['text', 'name', 'Nom'],
      ['email', 'email', 'Email'],
      ['text', 'subject', 'Sujet'],
      ['select', 'priority', 'Priorité'],
      ['textarea', 'message', 'Message'],
    ])
    expect(english.fields?.map((field) => field.label)).toEqual([
      'Name',
      'Email',
      'Subject',
      'Priority',
      'Message',
    ])
    expect(support.submitButtonLabel).toBe('Envoyer le message')
    expect(english.submitButtonLabel).toBe('Send the message')
    expect(JSON.stringify(support.confirmationMessage)).toContain('Nous vous répondrons sous 24h.')
    expect(JSON.stringify(english.confirmationMessage)).toContain("We'll respond within 24h.")
  })

  it('mails an answer to the recipient an editor set, replying to the visitor, escaped', async () => {
    expect((await setRecipient('support-inbox@test.example.com')).status).toBe(200)
    const message = {
      ...answers(),
      message: '<script>alert("x")</script> et un message assez long',
    }
    const answer = await rest('POST', `forms/support/submit`, {
      json: { ...message, subject: '  Changer nos horaires  ' },
    })
    expect(answer.status).toBe(201)
    const mail = await smtp.mailTo('support-inbox@test.example.com', ({ raw }) =>
      raw.includes(message.email),
    )
    expect(mail.subject).toBe('[Support · Haute] Changer nos horaires')
    expect(mail.raw).toMatch(new RegExp(`Reply-To: ${message.email}`, 'i'))
    expect(mail.body).toContain('et un message assez long')
    expect(mail.body).not.toContain('<script>alert')
    const rows = await storedFor(message.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['name', 'Camille Dupont'],
      ['email', message.email],
      ['subject', 'Changer nos horaires'],
      ['priority', 'Haute'],
      ['message', message.message],
    ])
    expect(rows[0]).toMatchObject({ language: 'fr', form: support.id })
    for (let tries = 0; (await storedFor(message.email))[0]?.emailStatus !== 'sent'; tries++) {
      if (tries > 50) throw new Error('the notification was never marked sent')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  it('sends the next answer to the new recipient once an editor changes it', async () => {
    expect((await setRecipient('new-inbox@test.example.com')).status).toBe(200)
    const message = answers()
    expect((await rest('POST', 'forms/support/submit', { json: message })).status).toBe(201)
    await smtp.mailTo('new-inbox@test.example.com', ({ raw }) => raw.includes(message.email))
    // Queued jobs run one after another: once this mail is in, no other one is on its way.
    expect(
      smtp.all('support-inbox@test.example.com').some(({ raw }) => raw.includes(message.email)),
    ).toBe(false)
  })

  it('keeps the answer and marks it when the e-mail cannot be sent, for a retry', async () => {
    const port = Number(new URL(smtp.url).port)
    await smtp.close()
    const message = answers()
    expect((await rest('POST', 'forms/support/submit', { json: message })).status).toBe(201)
    for (let tries = 0; (await storedFor(message.email))[0]?.emailStatus !== 'failed'; tries++) {
      if (tries > 50) throw new Error('the failed notification was never marked')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The same address again: the mail transport was made with it when the config loaded.
    smtp = await startSmtpServer(port)
  })

  it('refuses bad input with the spec’s messages and stores nothing', async () => {
    const base = answers()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'C' }, 'Le nom doit contenir au moins 2 caractères'],
      [{ ...base, email: 'pas-un-email' }, 'Email invalide'],
      [{ ...base, subject: 'abc' }, 'Le sujet doit contenir au moins 5 caractères'],
      [{ ...base, message: 'trop court' }, 'Le message doit contenir au moins 20 caractères'],
      [{ ...base, message: 'x'.repeat(2001) }, 'Le message ne peut pas dépasser 2000 caractères'],
      [{ ...base, name: 'n'.repeat(101) }, 'Le nom ne peut pas dépasser 100 caractères'],
      [{ ...base, priority: 'urgent' }, ''],
      [{ ...base, name: 42 }, ''],
    ]
    for (const [body, message] of cases) {
      const answer = await rest('POST', 'forms/support/submit', { json: body })
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      if (message) expect(answer.data.message).toBe(message)
    }
    const english = await rest('POST', 'forms/support/submit', {
      json: { ...base, name: 'C' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.data.message).toBe('The name must be at least 2 characters')
    expect(await storedFor(base.email)).toHaveLength(0)
  })

  it('limits one address to 5 answers an hour, across forms', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await rest('POST', 'forms/support/submit', { json: answers(), ip: '203.0.113.61' }))
          .status,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('keeps its address, its fields and its place: editors cannot break the /support page', async () => {
    const rename = await rest('PATCH', `forms/${support.id}`, {
      token: tokens.editor,
      json: { slug: 'contact' },
    })
    expect(rename.status).toBe(400)
    expect(JSON.stringify(rename.data)).toContain('garde l’adresse « support »')
    const fields = support.fields!.filter((field) => field.name !== 'subject')
    const shrink = await rest('PATCH', `forms/${support.id}`, {
      token: tokens.editor,
      json: { fields },
    })
    expect(shrink.status).toBe(400)
    expect(JSON.stringify(shrink.data)).toContain('manque : subject')
    expect((await rest('DELETE', `forms/${support.id}`, { token: tokens.editor })).status).not.toBe(
      200,
    )
    expect((await supportForm(await helpers.testPayload())).fields).toHaveLength(5)
  })
})

describe('form settings', () => {
  it('refuses a form with no fields, in French', async () => {
    const answer = await rest('POST', 'forms?locale=fr', {
      token: tokens.editor,
      json: { ...signUpFormData(), fields: [] },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.data)).toContain('Ajoutez au moins un champ au formulaire.')
  })

  it('refuses a notification to an invalid address, or to a field that is not an e-mail', async () => {
    for (const [emailTo, message] of [
      ['studio@', 'Adresse e-mail invalide : « studio@ »'],
      ['a@test.example.com; b@test.example.com', 'Adresse e-mail invalide'],
      ['{{fullName}}', '« {{fullName}} » ne désigne aucun champ e-mail du formulaire.'],
      ['', 'Indiquez au moins une adresse e-mail.'],
    ] as const) {
      const data = signUpFormData()
      const answer = await rest('POST', 'forms?locale=fr', {
        token: tokens.editor,
        json: { ...data, emails: [{ ...data.emails[0], emailTo }] },
      })
      expect(answer.status, emailTo).toBe(400)
      expect(JSON.stringify(answer.data), emailTo).toContain(message)
    }
    const data = signUpFormData()
    const several = await rest('POST', 'forms?locale=fr', {
      token: tokens.editor,
      json: { ...data, emails: [{ ...data.emails[0], emailTo: 'a@test.example.com, {{email}}' }] },
    })
    expect(several.status).toBe(201)
  })

  it('refuses duplicate or malformed field names and a malformed address', async () => {
    const data = signUpFormData()
    const twice = await rest('POST', 'forms?locale=fr', {
      token: tokens.editor,
      json: { ...data, fields: [data.fields[0], { ...data.fields[1], name: 'fullName' }] },
    })
    expect(JSON.stringify(twice.data)).toContain("Deux champs s'appellent « fullName »")
    const slug = await rest('POST', 'forms?locale=fr', {
      token: tokens.editor,
      json: { ...data, slug: 'Mon Formulaire' },
    })
    expect(slug.status).toBe(400)
    expect(JSON.stringify(slug.data)).toContain('minuscules, des chiffres et des tirets')
  })

  it('lets only editors and admins manage forms; visitors and clients read none', async () => {
    expect(
      (await rest('POST', 'forms', { token: tokens.clientA, json: signUpFormData() })).status,
    ).toBe(403)
    expect((await rest('POST', 'forms', { json: signUpFormData() })).status).toBe(403)
    for (const token of [undefined, tokens.clientA]) {
      const list = await rest('GET', 'forms', { token })
      expect(list.status === 403 || (list.data.docs as unknown[]).length === 0).toBe(true)
      expect(JSON.stringify(list.data)).not.toContain('emailTo')
    }
    expect(
      ((await rest('GET', 'forms', { token: tokens.admin })).data.docs as unknown[]).length,
    ).toBeGreaterThan(0)
  })

  it('lets only admins read the answers, as the contact messages before them', async () => {
    const message = answers()
    expect((await rest('POST', 'forms/support/submit', { json: message })).status).toBe(201)
    const where = `where[email][equals]=${encodeURIComponent(message.email)}`
    for (const token of [undefined, tokens.clientA, tokens.editor]) {
      const list = await rest('GET', `form-submissions?${where}`, { token })
      expect(list.status === 403 || (list.data.docs as unknown[]).length === 0).toBe(true)
      expect(JSON.stringify(list.data)).not.toContain(message.email)
    }
    const admin = await rest('GET', `form-submissions?${where}`, { token: tokens.admin })
    expect((admin.data.docs as unknown[]).length).toBe(1)
    // Nobody writes an answer past the form's rules through the collection itself.
    const forged = await rest('POST', 'form-submissions', {
      token: tokens.clientA,
      json: { form: support.id, submissionData: [{ field: 'name', value: 'x' }] },
    })
    expect(forged.status).toBe(403)
    const unknown = await rest('POST', 'form-submissions', {
      token: tokens.admin,
      json: { form: 999_999, submissionData: [{ field: 'name', value: 'x' }] },
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.data)).toContain('Ce formulaire n’existe pas.')
  })
})

describe('a form an editor builds', () => {
  it('is answered with its fields’ rules, stored with its choices’ labels and mailed', async () => {
    const data = signUpFormData('events@test.example.com')
    const created = await rest('POST', 'forms?locale=fr', { token: tokens.editor, json: data })
    expect(created.status).toBe(201)
    const email = helpers.uniqueEmail('attendee')
    const refused = await rest('POST', `forms/${data.slug}/submit`, {
      json: { fullName: '', email: 'x', seats: 'deux', session: 'night', consent: false },
    })
    expect(refused.status).toBe(400)
    const messages = Object.fromEntries(
      (refused.data.errors as { field: string; message: string }[]).map((e) => [
        e.field,
        e.message,
      ]),
    )
    expect(messages).toEqual({
      fullName: 'Champ requis',
      email: 'Email invalide',
      seats: 'Nombre invalide',
      session: 'Choix invalide',
      consent: 'Champ requis',
    })
    const long = await rest('POST', `forms/${data.slug}/submit`, {
      json: { fullName: 'L'.repeat(201), email, session: 'morning', consent: true },
    })
    expect(long.data.message).toBe('Maximum 200 caractères')

    const sent = await rest('POST', `forms/${data.slug}/submit`, {
      json: { fullName: 'Léa Favre', email, seats: '2', session: 'morning', consent: true },
    })
    expect(sent.status).toBe(201)
    const id = (created.data.doc as { id: number }).id
    const removal = await rest('DELETE', `forms/${id}`, { token: tokens.editor })
    expect(removal.status).toBe(400)
    expect(JSON.stringify(removal.data)).toContain('Ce formulaire a reçu 1 réponse(s)')
    const mail = await smtp.mailTo('events@test.example.com', ({ raw }) => raw.includes(email))
    expect(mail.subject).toBe('Inscription : Léa Favre (Matin)')
    expect(mail.body).toContain('réserve 2 place(s)')
    const [row] = await storedFor(email)
    expect(row?.submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['fullName', 'Léa Favre'],
      ['email', email],
      ['seats', '2'],
      ['session', 'Matin'],
      ['consent', 'true'],
      ['notes', ''],
    ])
  })

  it('answers 404 for a form that does not exist or is still a draft', async () => {
    expect((await rest('POST', 'forms/nulle-part/submit', { json: {} })).status).toBe(404)
    const draft = { ...signUpFormData(), _status: 'draft' }
    expect(
      (await rest('POST', 'forms?locale=fr', { token: tokens.editor, json: draft })).status,
    ).toBe(201)
    const answer = {
      fullName: 'Léa Favre',
      email: helpers.uniqueEmail('early'),
      session: 'morning',
      consent: true,
    }
    const early = await rest('POST', `forms/${draft.slug}/submit`, { json: answer })
    expect(early.status).toBe(404)
    expect(early.data.message).toBe('Formulaire introuvable')
    expect(await storedFor(answer.email)).toHaveLength(0)
  })
})
