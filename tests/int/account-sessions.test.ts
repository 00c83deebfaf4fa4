import { beforeAll, describe, expect, it } from 'vitest'

import type { SessionView } from '@/server/accounts/sessions/account-sessions'

import { TEST_PASSWORD, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { createAccount, me } from '../helpers/staff-sign-in'

/**
 * The account page's sessions: the account's own list (device, address, last seen), ending one or
 * all others, and a password change that ends the others. Nobody ends another account's session.
 */
beforeAll(async () => {
  await testPayload()
})

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

const signInFrom = async (email: string, ip: string, userAgent = FIREFOX) => {
  const login = await rest('POST', 'users/login', {
    json: { email, password: TEST_PASSWORD },
    ip,
    headers: { 'User-Agent': userAgent },
  })
  expect(login.status).toBe(200)
  return login.data.token as string
}

type Listed = Pick<SessionView, 'id' | 'current' | 'device' | 'ip'>
const sessionsOf = async (token: string) =>
  (await rest('GET', 'users/sessions', { token })).data.sessions as Listed[]

const end = (token: string, body: { id: string } | { others: true }) =>
  rest('POST', 'users/sessions/end', { token, json: body })

describe('the sessions list', () => {
  it('lists the account’s own sessions with their device and address, the current first', async () => {
    const { email } = await createAccount('client')
    await signInFrom(email, '198.51.100.7')
    // An IPv4 client of a dual-stack server arrives as IPv6; a script names no browser.
    const phone = await signInFrom(email, '::ffff:198.51.100.8', 'curl/8.0')
    const listed = await sessionsOf(phone)
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({ current: true, ip: '198.51.100.8', device: null })
    expect(listed[1]).toMatchObject({
      current: false,
      ip: '198.51.100.7',
      device: { browser: 'Firefox', system: 'Windows' },
    })
    expect((await rest('GET', 'users/sessions')).status).toBe(401)
  })

  it('ends one session: its token stops working, the others go on', async () => {
    const { email } = await createAccount('client')
    const laptop = await signInFrom(email, '198.51.100.9')
    const phone = await signInFrom(email, '198.51.100.10')
    const laptopId = (await sessionsOf(phone)).find(({ current }) => !current)!.id
    expect((await end(phone, { id: laptopId })).status).toBe(200)
    expect(await me(laptop)).toBeNull()
    expect((await me(phone))?.email).toBe(email)
    expect(await sessionsOf(phone)).toHaveLength(1)
  })

  it('ends all other sessions and keeps the current one', async () => {
    const { email } = await createAccount('editor')
    const others = [
      await signInFrom(email, '198.51.100.11'),
      await signInFrom(email, '198.51.100.12'),
    ]
    const current = await signInFrom(email, '198.51.100.13')
    const ended = await end(current, { others: true })
    expect(ended.data.ended).toBe(2)
    for (const token of others) expect(await me(token)).toBeNull()
    expect((await me(current))?.email).toBe(email)
  })

  it('does not let an account end another account’s session', async () => {
    const [a, b] = [await createAccount('client'), await createAccount('client')]
    const aToken = await signInFrom(a.email, '198.51.100.14')
    const bToken = await signInFrom(b.email, '198.51.100.15')
    const aId = (await sessionsOf(aToken))[0]!.id
    expect((await end(bToken, { id: aId })).status).toBe(404)
    expect((await me(aToken))?.email).toBe(a.email)
    expect((await sessionsOf(bToken)).map(({ id }) => id)).not.toContain(aId)
  })
})

describe('session details', () => {
  it('note when a session was last used, at most every five minutes', async () => {
    const { email } = await createAccount('client')
    const token = await signInFrom(email, '198.51.100.20')
    const payload = await testPayload()
    const sid = (await sessionsOf(token))[0]!.id
    const bySid = { collection: 'session-details', where: { sid: { equals: sid } } } as const
    const seenAfterUse = async (lastSeenAt: string) => {
      await payload.update({ ...bySid, data: { lastSeenAt }, overrideAccess: true })
      await me(token)
      return (await payload.find({ ...bySid, overrideAccess: true })).docs[0]!.lastSeenAt
    }
    const minuteAgo = new Date(Date.now() - 60_000).toISOString()
    expect(await seenAfterUse(minuteAgo)).toBe(minuteAgo)
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    expect(new Date(await seenAfterUse(hourAgo)).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('are not kept once their session has ended', async () => {
    const { id, email } = await createAccount('client')
    const first = await signInFrom(email, '198.51.100.18')
    expect((await rest('POST', 'users/logout', { token: first })).status).toBe(200)
    await signInFrom(email, '198.51.100.19')
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'session-details', where: { user: { equals: id } }, overrideAccess: true })
    expect(docs.map(({ ip }) => ip)).toEqual(['198.51.100.19'])
  })
})

describe('a password change', () => {
  it('ends every other session of the account', async () => {
    const { email } = await createAccount('client')
    const other = await signInFrom(email, '198.51.100.16')
    const current = await signInFrom(email, '198.51.100.17')
    const changed = await rest('POST', 'users/change-password', {
      token: current,
      json: {
        currentPassword: TEST_PASSWORD,
        password: 'ruisseau-violet-93',
        confirmPassword: 'ruisseau-violet-93',
      },
    })
    expect(changed.status).toBe(200)
    expect(await me(other)).toBeNull()
    expect((await me(current))?.email).toBe(email)
  })
})
