import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpServer } from '../helpers/smtp'

/**
 * An admin resets an account's second factor (a lost phone): the account's sessions end, the audit
 * log says who did it, and the account is told by e-mail, sent by the jobs queue after commit.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/staff-sign-in')
let rest: typeof import('../helpers/rest').rest
let testPayload: typeof import('../helpers/payload').testPayload

beforeAll(async () => {
  // Before the config is imported: it reads SMTP_URL once.
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/staff-sign-in')
  rest = (await import('../helpers/rest')).rest
  testPayload = (await import('../helpers/payload')).testPayload
  await testPayload()
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const adminToken = async () => {
  const admin = await helpers.createAccount('admin', 'resetter')
  const login = await rest('POST', 'users/login', {
    json: { email: admin.email, password: 'test-password-123' },
  })
  return { admin, token: login.data.token as string }
}

describe('resetting an account’s second factor', () => {
  it('erases it, ends its sessions, logs the admin and mails the account', async () => {
    const { admin, token } = await adminToken()
    const editor = await helpers.createAccount('editor')
    const enrolled = await helpers.signInAndEnrol(editor.email)
    expect((await helpers.me(enrolled.token))?.email).toBe(editor.email)

    const reset = await rest('POST', `users/${editor.id}/reset-second-factor`, { token })
    expect(reset.status).toBe(200)
    expect(await helpers.me(enrolled.token)).toBeNull()
    // The next sign-in is sent to enrolment again.
    expect((await helpers.signInHeld(editor.email)).secondFactor?.step).toBe('enrol')

    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'activities',
      where: { entityType: { equals: 'user' }, entityId: { equals: String(editor.id) } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      action: 'Double authentification réinitialisée',
      actorId: String(admin.id),
    })
    const mail = await smtp.mailTo(editor.email)
    expect(mail.subject).toBe('Votre double authentification a été réinitialisée')
  })

  it('is for admins only, and says so when there is nothing to reset', async () => {
    const { token } = await adminToken()
    const client = await helpers.createAccount('client')
    const clientLogin = await helpers.signInHeld(client.email)
    const other = await helpers.createAccount('client')
    expect(
      (await rest('POST', `users/${other.id}/reset-second-factor`, { token: clientLogin.token }))
        .status,
    ).toBe(403)
    expect((await rest('POST', `users/${other.id}/reset-second-factor`, { token })).status).toBe(
      409,
    )
    expect((await rest('POST', 'users/999999/reset-second-factor', { token })).status).toBe(404)
  })
})
