import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { system, TEST_PASSWORD, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Payload's lockout (5 wrong passwords lock an account for 10 minutes) is counted on the account's
 * row in PostgreSQL with an atomic increment, not in a process: each request below is a fresh one,
 * as another instance would get, from another address, and the row is read as any instance would.
 */
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
  it('counts each wrong password on the account’s row in the database', async () => {
    const email = await makeAccount()
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(email, 'wrong-password')).status).toBe(401)
      expect(await accountRow(email)).toEqual({ attempts: attempt, lockUntil: null })
    }
  })

  it('locks the account when wrong passwords arrive at once, and then refuses the right one', async () => {
    const email = await makeAccount()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(email, 'wrong-password')),
    )
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 401))
    const { attempts, lockUntil } = await accountRow(email)
    expect(attempts).toBeGreaterThanOrEqual(5)
    expect(new Date(lockUntil!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
    const right = await signIn(email, TEST_PASSWORD)
    expect(right.status).toBe(401)
    expect(right.data.token).toBeUndefined()
  })
})
