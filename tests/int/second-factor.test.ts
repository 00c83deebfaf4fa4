import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { codeAt, otherCode } from '../helpers/second-factor'
import { createAccount, me, signInAndEnrol, signInHeld, verify } from '../helpers/staff-sign-in'

/**
 * TOTP second factor on the REST API: enrolment during the sign-in of an admin, the code after the
 * password, replays, old codes, recovery codes and the lockout after wrong codes.
 */
beforeAll(async () => {
  await testPayload()
})

describe('enrolment', () => {
  it('sends an admin without a second factor to enrolment, and a first right code enrols', async () => {
    const admin = await createAccount('admin')
    const held = await signInHeld(admin.email)
    expect(held.status).toBe(200)
    expect(held.secondFactor?.step).toBe('enrol')
    expect(await me(held.token)).toBeNull()

    const setup = await rest('POST', 'users/second-factor/setup', {
      json: { ticket: held.secondFactor?.ticket },
    })
    expect(setup.status).toBe(200)
    expect(String(setup.data.qrSvg)).toMatch(/^<svg/)
    const key = setup.data.key as string
    expect(setup.data.uri).toContain(`secret=${key}`)

    const code = await codeAt(key)
    const wrong = await rest('POST', 'users/second-factor/enable', {
      json: { ticket: held.secondFactor?.ticket, code: otherCode(code) },
    })
    expect(wrong.status).toBe(401)
    expect(await me(held.token)).toBeNull()

    const enable = await rest('POST', 'users/second-factor/enable', {
      json: { ticket: held.secondFactor?.ticket, code },
    })
    expect(enable.status).toBe(200)
    const codes = enable.data.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const own = (await rest('GET', 'users/me', { token: held.token })).data.user as object
    expect(own).toMatchObject({ email: admin.email })
    expect(own).toHaveProperty('twoFactorEnabledAt')
    expect(Object.keys(own).filter((name) => /secret|recovery|step|failures/i.test(name))).toEqual(
      [],
    )

    // Stored sealed and hashed: neither the key nor a recovery code is in the row.
    const row = JSON.stringify(
      await (
        await testPayload()
      ).db.findOne({ collection: 'users', where: { id: { equals: admin.id } } }),
    )
    expect(row).not.toContain(key)
    expect(row).not.toContain(codes[0]!.replace('-', ''))
  })

  it('lets a client sign in without a second factor, and turn one on from its account', async () => {
    const client = await createAccount('client')
    const held = await signInHeld(client.email)
    expect(held.secondFactor).toBeUndefined()
    expect((await me(held.token))?.email).toBe(client.email)

    const setup = await rest('POST', 'users/second-factor/setup', { token: held.token, json: {} })
    const key = setup.data.key as string
    const code = await codeAt(key)
    const wrong = await rest('POST', 'users/second-factor/enable', {
      token: held.token,
      json: { code: otherCode(code) },
    })
    expect(wrong.status).toBe(400)
    const enable = await rest('POST', 'users/second-factor/enable', {
      token: held.token,
      json: { code },
    })
    expect(enable.status).toBe(200)

    const next = await signInHeld(client.email)
    expect(next.secondFactor?.step).toBe('verify')
    expect(await me(next.token)).toBeNull()
  })
})

describe('sign-in with a code', () => {
  it('accepts a code once: the same code again is refused', async () => {
    const { email } = await createAccount('editor')
    const { key } = await signInAndEnrol(email)
    const held = await signInHeld(email)
    // The enrolment used the current step; the next step's code is valid (clock drift) and new.
    const code = await codeAt(key, 30)
    expect((await verify(held.secondFactor?.ticket, { code })).status).toBe(200)
    expect((await me(held.token))?.email).toBe(email)

    const again = await signInHeld(email)
    const replay = await verify(again.secondFactor?.ticket, { code })
    expect(replay.status).toBe(401)
    expect(await me(again.token)).toBeNull()
  })

  it('refuses a wrong code and an expired one', async () => {
    const { email } = await createAccount('admin')
    const { key } = await signInAndEnrol(email)
    const held = await signInHeld(email)
    const current = await codeAt(key)
    expect((await verify(held.secondFactor?.ticket, { code: otherCode(current) })).status).toBe(401)
    expect(
      (await verify(held.secondFactor?.ticket, { code: await codeAt(key, -120) })).status,
    ).toBe(401)
    expect(await me(held.token)).toBeNull()
  })

  it('accepts a recovery code once', async () => {
    const { email } = await createAccount('admin')
    const { recoveryCodes } = await signInAndEnrol(email)
    const first = await signInHeld(email)
    const typed = recoveryCodes[3]!.toLowerCase()
    expect((await verify(first.secondFactor?.ticket, { recoveryCode: typed })).status).toBe(200)
    expect((await me(first.token))?.email).toBe(email)

    const second = await signInHeld(email)
    expect((await verify(second.secondFactor?.ticket, { recoveryCode: typed })).status).toBe(401)
    expect(await me(second.token)).toBeNull()
  })

  it('locks the account after five wrong codes, even with the right password again', async () => {
    const { email } = await createAccount('admin')
    const { key } = await signInAndEnrol(email)
    const held = await signInHeld(email)
    const wrong = otherCode(await codeAt(key, 30))
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await verify(held.secondFactor?.ticket, { code: wrong })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    // The held sign-in is over, and the password alone no longer opens a new one.
    expect((await verify(held.secondFactor?.ticket, { code: await codeAt(key, 30) })).status).toBe(
      401,
    )
    expect((await signInHeld(email)).status).toBe(401)
  })
})

describe('codes per address', () => {
  it('are limited like sign-ins: the 21st try in 15 minutes from one address gets 429', async () => {
    const ip = '203.0.113.77'
    const ticket = 'x'.repeat(43)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      const answer = await rest('POST', 'users/second-factor/verify', {
        ip,
        json: { ticket, code: '123456' },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
