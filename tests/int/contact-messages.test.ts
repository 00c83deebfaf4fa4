import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpServer } from '../helpers/smtp'

/** The /support form's endpoint: stored, e-mailed to the studio over real SMTP, bad input refused. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  process.env.CONTACT_EMAIL = 'studio-inbox@test.example.com'
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  await helpers.testPayload()
})
afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.CONTACT_EMAIL
  await smtp.close()
})

const valid = () => ({
  name: 'Camille Dupont',
  email: helpers.uniqueEmail('visitor'),
  subject: 'Changer nos horaires',
  priority: 'high',
  message: 'Bonjour, pouvez-vous mettre à jour les horaires de la page contact ?',
})

const stored = async (email: string) =>
  (
    await (
      await helpers.testPayload()
    ).find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      ...helpers.system,
    })
  ).docs

describe('POST /api/contact-messages/send', () => {
  it('stores the message and e-mails it to the studio, replying to the visitor', async () => {
    const message = valid()
    const answer = await rest('POST', 'contact-messages/send', {
      json: { ...message, subject: '  Changer nos horaires  ' },
    })
    expect(answer.status).toBe(201)
    const mail = await smtp.mailTo('studio-inbox@test.example.com')
    expect(mail.subject).toBe('[Support · Haute] Changer nos horaires')
    expect(mail.body).toContain('pouvez-vous mettre à jour les horaires')
    expect(mail.raw).toMatch(new RegExp(`Reply-To: ${message.email}`, 'i'))
    const rows = await stored(message.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      subject: 'Changer nos horaires',
      priority: 'high',
      emailStatus: 'sent',
    })
  })

  it('escapes what the visitor wrote in the e-mail', async () => {
    const message = { ...valid(), message: '<script>alert("x")</script> et un message assez long' }
    expect((await rest('POST', 'contact-messages/send', { json: message })).status).toBe(201)
    const mail = await smtp.mailTo('studio-inbox@test.example.com', ({ body }) =>
      body.includes('et un message assez long'),
    )
    expect(mail.body).toContain('&#60;script&#62;alert')
    expect(mail.body).not.toContain('<script>alert')
  })

  it('refuses bad input with the spec’s message and stores nothing', async () => {
    const base = valid()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'C' }, 'Le nom doit contenir au moins 2 caractères'],
      [{ ...base, email: 'pas-un-email' }, 'Email invalide'],
      [{ ...base, subject: 'abc' }, 'Le sujet doit contenir au moins 5 caractères'],
      [{ ...base, message: 'trop court' }, 'Le message doit contenir au moins 20 caractères'],
      [{ ...base, message: 'x'.repeat(2001) }, 'Le message ne peut pas dépasser 2000 caractères'],
      [{ ...base, priority: 'urgent' }, ''],
      [{ ...base, name: 42 }, ''],
    ]
    for (const [body, message] of cases) {
      const answer = await rest('POST', 'contact-messages/send', { json: body })
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      if (message) expect(answer.data.message).toBe(message)
    }
    expect(await stored(base.email)).toHaveLength(0)
  })

  it('limits one address to 5 messages an hour', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await rest('POST', 'contact-messages/send', { json: valid(), ip: '203.0.113.60' })).status,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('keeps the message and marks it when the e-mail cannot be sent', async () => {
    await smtp.close()
    const message = valid()
    expect((await rest('POST', 'contact-messages/send', { json: message })).status).toBe(201)
    expect((await stored(message.email))[0]).toMatchObject({ emailStatus: 'failed' })
    smtp = await startSmtpServer(Number(new URL(process.env.SMTP_URL ?? '').port))
  })
})
