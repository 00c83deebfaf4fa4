import { beforeAll, describe, expect, it } from 'vitest'

import { systemResetToken, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { codeAt } from '../helpers/second-factor'
import { createAccount, signInAndEnrol, signInHeld, verify } from '../helpers/staff-sign-in'

/**
 * Every door refuses a staff sign-in whose second factor is not done: the same token (header or
 * cookie) opens nothing until the code, then everything its role allows.
 */
beforeAll(async () => {
  await testPayload()
})

/** What the pages, the CMS panel and Payload's server functions see for a browser's cookie. */
const userOfCookie = async (token: string) => {
  const headers = new Headers({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none' })
  return (await (await testPayload()).auth({ headers })).user
}

const doors = async (token: string) => ({
  me: (await rest('GET', 'users/me', { token })).data.user ?? null,
  projects: (await rest('GET', 'client-projects?limit=1', { token })).status,
  kpis: (await rest('GET', 'backoffice/kpis', { token })).status,
  setup: (await rest('POST', 'users/second-factor/setup', { token, json: {} })).status,
  cookie: (await userOfCookie(token))?.id ?? null,
})

describe('an admin without a second factor', () => {
  it('gets nothing from REST, the back-office endpoints, the pages or /cms', async () => {
    const admin = await createAccount('admin')
    const held = await signInHeld(admin.email)
    expect(held.status).toBe(200)
    expect(held.cookie).toMatch(/payload-token=/)
    expect(held.secondFactor?.step).toBe('enrol')
    expect(await doors(held.token)).toEqual({
      me: null,
      projects: 403,
      kpis: 401,
      setup: 401,
      cookie: null,
    })
    // Refreshing the token does not turn it into a working one either.
    expect((await rest('POST', 'users/refresh-token', { token: held.token })).status).not.toBe(200)
  })

  it('is held the same way when signing in through the CMS panel form (the Local API login)', async () => {
    const editor = await createAccount('editor')
    const payload = await testPayload()
    const result = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: 'test-password-123' },
    })
    expect((result as { secondFactor?: { step: string } }).secondFactor?.step).toBe('enrol')
    expect(await userOfCookie(result.token!)).toBeNull()
  })
})

describe('a client made editor', () => {
  it('loses its open sessions: they never had a second factor', async () => {
    const client = await createAccount('client')
    const held = await signInHeld(client.email)
    expect(held.secondFactor).toBeUndefined()
    expect((await doors(held.token)).me).toMatchObject({ email: client.email })
    await (
      await testPayload()
    ).update({ collection: 'users', id: client.id, data: { role: 'editor' }, overrideAccess: true })
    expect((await doors(held.token)).me).toBeNull()
    expect((await signInHeld(client.email)).secondFactor?.step).toBe('enrol')
  })
})

describe('a password reset', () => {
  it('signs a staff account in held, like a password sign-in', async () => {
    const admin = await createAccount('admin')
    const payload = await testPayload()
    const token = await systemResetToken(payload, admin.email)
    const reset = await rest('POST', 'users/reset-password', {
      json: { token, password: 'lanterne-bleue-57' },
    })
    expect(reset.status).toBe(200)
    expect((reset.data.secondFactor as { step?: string } | undefined)?.step).toBe('enrol')
    expect((await doors(String(reset.data.token))).me).toBeNull()
  })
})

describe('an enrolled admin', () => {
  it('opens every door once the code is given, with the same token', async () => {
    const { email } = await createAccount('admin')
    const { key } = await signInAndEnrol(email)
    const held = await signInHeld(email)
    expect(held.secondFactor?.step).toBe('verify')
    expect((await doors(held.token)).cookie).toBeNull()

    const done = await verify(held.secondFactor?.ticket, { code: await codeAt(key, 30) })
    expect(done.status).toBe(200)
    const open = await doors(held.token)
    expect(open.me).toMatchObject({ email })
    expect(open.projects).toBe(200)
    expect(open.kpis).toBe(200)
    expect(open.cookie).not.toBeNull()
  })
})
