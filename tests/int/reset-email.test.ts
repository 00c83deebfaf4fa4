import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpServer } from '../helpers/smtp'

/**
 * The forgotten-password journey over real SMTP: the app sends through a local SMTP server,
 * the test reads the link from the received mail and uses it.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']

beforeAll(async () => {
  smtp = await startSmtpServer()
  // The e-mail adapter is chosen when the config loads: set SMTP_URL before importing it.
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  await helpers.testPayload()
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const createUser = async (language: 'fr' | 'en') => {
  const payload = await helpers.testPayload()
  const email = helpers.uniqueEmail(`reset-${language}`)
  await payload.create({
    collection: 'users',
    data: { email, password: helpers.TEST_PASSWORD, role: 'client', firstName: 'Léa', language },
    ...helpers.system,
  })
  return email
}

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? ''

describe('forgotten password by e-mail', () => {
  it('sends the link in the account’s language, built from SERVER_URL whatever the Host header', async () => {
    const email = await createUser('en')
    const asked = await rest('POST', 'users/forgot-password', {
      json: { email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(asked.status).toBe(200)
    const mail = await smtp.mailTo(email)
    expect(mail.subject).toBe('Reset your password')
    const link = /https?:\/\/[^"\s<]+\/reset-password\?token=[^"\s<&]+/.exec(mail.body)?.[0]
    expect(link).toBeTruthy()
    expect(new URL(link!).origin).toBe(process.env.SERVER_URL ?? 'http://localhost:3000')
    expect(mail.body).not.toContain('evil.example')

    const newPassword = 'nouveau-mot-de-passe'
    const reset = await rest('POST', 'users/reset-password', {
      json: { token: tokenFrom(link!), password: newPassword },
    })
    expect(reset.status).toBe(200)
    expect(
      (await rest('POST', 'users/login', { json: { email, password: newPassword } })).status,
    ).toBe(200)
    const reused = await rest('POST', 'users/reset-password', {
      json: { token: tokenFrom(link!), password: 'encore-un-autre' },
    })
    expect(reused.status).not.toBe(200)
  })

  it('writes to a French account in French', async () => {
    const email = await createUser('fr')
    await rest('POST', 'users/forgot-password', { json: { email } })
    const mail = await smtp.mailTo(email)
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe')
    expect(mail.body).toContain('Bonjour Léa,')
  })

  it('gives an unknown address the same answer and sends nothing', async () => {
    const known = await createUser('fr')
    const unknown = helpers.uniqueEmail('ghost')
    const a = await rest('POST', 'users/forgot-password', { json: { email: known } })
    const b = await rest('POST', 'users/forgot-password', { json: { email: unknown } })
    expect(b.status).toBe(a.status)
    expect(b.data).toEqual(a.data)
    await smtp.mailTo(known)
    expect(smtp.count(unknown)).toBe(0)
  })
})
