import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { system, TEST_PASSWORD, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { startSecondInstance } from '../helpers/second-instance'

/**
 * Payload's lockout (5 wrong passwords lock an account for 10 minutes) is counted on the account's
 * row in PostgreSQL with an atomic increment, not in a process: sign-ins alternate between the REST
 * API of one instance and a second instance of the app, each from another address.
 */
let other: Payload
beforeAll(async () => {
  other = await startSecondInstance()
})
afterAll(async () => {
  await other.destroy()
})

/** A wrong or right password on the second instance, as its REST API would pass it to Payload. */
const signInElsewhere = async (email: string, password: string) => {
  try {
    await other.login({ collection: 'users', data: { email, password } })
    return 200
  } catch (error) {
    return (error as { status?: number }).status
  }
}

const makeAccount = async () => {
  const email = uniqueEmail('lockout')
  await (
    await testPayload()
  ).create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, role: 'client' },
    ...system,
  })
  return email
}

const accountRow = async (email: string) => {
  const payload = await testPayload()
  const { rows } = await payload.db.drizzle.execute(
    sql`select login_attempts, lock_until from users where email = ${email}`,
  )
  const row = rows[0] as { login_attempts: number; lock_until: string | null }
  return { attempts: Number(row.login_attempts), lockUntil: row.lock_until }
}

const signIn = (email: string, password: string) =>
  rest('POST', 'users/login', { json: { email, password } })

describe('sign-in lockout shared by every instance', () => {
  it('counts wrong passwords sent to either instance together, and locks the account on both', async () => {
    const email = await makeAccount()
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const status =
        attempt % 2 === 0
          ? await signInElsewhere(email, 'wrong-password')
          : (await signIn(email, 'wrong-password')).status
      expect(status).toBe(401)
      expect(await accountRow(email)).toEqual({ attempts: attempt, lockUntil: null })
    }
    // The fifth, on either instance, locks the account for both.
    expect(await signInElsewhere(email, 'wrong-password')).toBe(401)
    expect((await accountRow(email)).lockUntil).not.toBeNull()
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401)
    expect(await signInElsewhere(email, TEST_PASSWORD)).toBe(401)
  })

  it('locks the account when wrong passwords arrive at once, and then refuses the right one', async () => {
    const email = await makeAccount()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? signInElsewhere(email, 'wrong-password')
          : signIn(email, 'wrong-password').then(({ status }) => status),
      ),
    )
    expect(answers).toEqual(answers.map(() => 401))
    const { attempts, lockUntil } = await accountRow(email)
    expect(attempts).toBeGreaterThanOrEqual(5)
    expect(new Date(lockUntil!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
    const right = await signIn(email, TEST_PASSWORD)
    expect(right.status).toBe(401)
    expect(right.data.token).toBeUndefined()
  })
})
