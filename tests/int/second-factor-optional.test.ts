import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { codeAt, otherCode } from '../helpers/second-factor'
import { createAccount, signInAndEnrol, signInHeld } from '../helpers/staff-sign-in'

/** Optional for clients (they may turn it off with a current code), required for staff. */
beforeAll(async () => {
  await testPayload()
})

const enrolClient = async () => {
  const client = await createAccount('client')
  const { token } = await signInHeld(client.email)
  const setup = await rest('POST', 'users/second-factor/setup', { token, json: {} })
  const key = setup.data.key as string
  await rest('POST', 'users/second-factor/enable', { token, json: { code: await codeAt(key) } })
  return { client, token, key }
}

describe('turning the second factor off', () => {
  it('lets a client turn it off with a current code, not with a wrong one', async () => {
    const { client, token, key } = await enrolClient()
    const next = await codeAt(key, 30)
    const disable = (code: string) =>
      rest('POST', 'users/second-factor/disable', { token, json: { code } })
    expect((await disable(otherCode(next))).status).toBe(401)
    expect((await signInHeld(client.email)).secondFactor?.step).toBe('verify')
    expect((await disable(next)).status).toBe(200)
    expect((await signInHeld(client.email)).secondFactor).toBeUndefined()
  })

  it('refuses it to staff, and a second enrolment to anyone enrolled', async () => {
    const { email } = await createAccount('admin')
    const { token, key } = await signInAndEnrol(email)
    const disable = await rest('POST', 'users/second-factor/disable', {
      token,
      json: { code: await codeAt(key, 30) },
    })
    expect(disable.status).toBe(403)
    expect((await rest('POST', 'users/second-factor/setup', { token, json: {} })).status).toBe(409)
  })

  it('cannot be changed through the account’s own update', async () => {
    const { client, token } = await enrolClient()
    const patch = await rest('PATCH', `users/${client.id}`, {
      token,
      json: { twoFactorEnabledAt: null, twoFactorSecret: null },
    })
    expect(patch.status).toBe(200)
    expect((await signInHeld(client.email)).secondFactor?.step).toBe('verify')
  })
})
