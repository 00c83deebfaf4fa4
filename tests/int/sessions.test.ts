import { beforeAll, describe, expect, it } from 'vitest'

import {
  system,
  systemResetToken,
  TEST_PASSWORD,
  testPayload,
  uniqueEmail,
} from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Sessions are kept server-side: a token stops working once its session ends (sign-out) and
 * every session of an account ends when its password is reset.
 */
beforeAll(async () => {
  await testPayload()
})

const createClient = async () => {
  const payload = await testPayload()
  const email = uniqueEmail('session')
  await payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, role: 'client', language: 'fr' },
    ...system,
  })
  return email
}

const signIn = async (email: string, password = TEST_PASSWORD) => {
  const { status, data } = await rest('POST', 'users/login', { json: { email, password } })
  expect(status).toBe(200)
  return String(data.token)
}

const me = async (token: string) =>
  (await rest('GET', 'users/me', { token })).data.user as { email?: string } | null

const resetToken = async (email: string) => systemResetToken(await testPayload(), email)

describe('sessions', () => {
  it('refuses a token after sign-out, and only that session ends', async () => {
    const email = await createClient()
    const [laptop, phone] = [await signIn(email), await signIn(email)]
    expect((await me(laptop))?.email).toBe(email)

    expect((await rest('POST', 'users/logout', { token: laptop })).status).toBe(200)
    expect(await me(laptop)).toBeNull()
    expect((await me(phone))?.email).toBe(email)
  })

  it('refuses every earlier token after a password reset', async () => {
    const email = await createClient()
    const [laptop, phone] = [await signIn(email), await signIn(email)]
    const token = await resetToken(email)

    const reset = await rest('POST', 'users/reset-password', {
      json: { token, password: 'un-tout-nouveau' },
    })
    expect(reset.status).toBe(200)
    expect(await me(laptop)).toBeNull()
    expect(await me(phone)).toBeNull()
    expect((await me(await signIn(email, 'un-tout-nouveau')))?.email).toBe(email)
  })
})

describe('POST /api/users/reset-token', () => {
  const status = async (token: unknown) =>
    (await rest('POST', 'users/reset-token', { json: { token } })).data

  it('says a fresh link is usable, and not once it has been used', async () => {
    const email = await createClient()
    const token = await resetToken(email)
    expect(await status(token)).toEqual({ valid: true })
    await rest('POST', 'users/reset-password', { json: { token, password: 'encore-nouveau' } })
    expect(await status(token)).toEqual({ valid: false })
  })

  it('says an expired link is not usable', async () => {
    const email = await createClient()
    const token = await resetToken(email)
    const payload = await testPayload()
    await payload.update({
      collection: 'users',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      ...system,
    })
    expect(await status(token)).toEqual({ valid: false })
  })

  it('answers bad input plainly, without an error', async () => {
    for (const token of [
      undefined,
      '',
      42,
      'a'.repeat(500),
      "' OR 1=1 --",
      ['x'],
      'f'.repeat(40),
    ]) {
      expect(await status(token)).toEqual({ valid: false })
    }
  })
})
