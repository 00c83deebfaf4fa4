import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { transactionOf } from '@/server/platform/db/postgres-adapter'
import { inTransaction } from '@/server/platform/db/transaction'
import { system, testPayload, uniqueEmail } from '../helpers/payload'

/**
 * A write is acknowledged only once PostgreSQL has committed it. Payload's adapter swallows a
 * failed COMMIT (src/server/platform/db/postgres-adapter.ts replaces that part); these cases prove the
 * outcome reaches the caller, whichever way it goes.
 */
let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
})

const subscriber = (email: string) => ({
  collection: 'newsletter-subscribers' as const,
  data: { email, language: 'fr' as const },
})

const copiesOf = async (email: string) =>
  (
    await payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      ...system,
    })
  ).totalDocs

/** Ends the transaction's connection from outside, as a PostgreSQL restart would. */
const terminateConnectionOf = async (req: Parameters<typeof transactionOf>[0]) => {
  const db = await transactionOf(req)
  const { rows } = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await admin.connect()
  try {
    const killed = await admin.query('select pg_terminate_backend($1) as done', [rows[0]!.pid])
    expect(killed.rows[0].done).toBe(true)
  } finally {
    await admin.end()
  }
}

describe('transactions', () => {
  it('a write whose COMMIT fails is reported as failed and stores nothing', async () => {
    const email = uniqueEmail('lost-commit')
    const written = inTransaction(payload, null, async (req) => {
      await payload.create({ ...subscriber(email), req, ...system })
      await terminateConnectionOf(req)
    })
    await expect(written).rejects.toThrow()
    expect(await copiesOf(email)).toBe(0)
    // The pool replaced the dead connection: the next write goes through.
    const next = uniqueEmail('after-lost-commit')
    await payload.create({ ...subscriber(next), ...system })
    expect(await copiesOf(next)).toBe(1)
  })

  it('a committed transaction stores every write, a failed one none', async () => {
    const [first, second] = [uniqueEmail('kept-a'), uniqueEmail('kept-b')]
    await inTransaction(payload, null, async (req) => {
      await payload.create({ ...subscriber(first), req, ...system })
      await payload.create({ ...subscriber(second), req, ...system })
    })
    expect([await copiesOf(first), await copiesOf(second)]).toEqual([1, 1])

    const dropped = uniqueEmail('dropped')
    const failing = inTransaction(payload, null, async (req) => {
      await payload.create({ ...subscriber(dropped), req, ...system })
      throw new Error('the use case gave up')
    })
    await expect(failing).rejects.toThrow('the use case gave up')
    expect(await copiesOf(dropped)).toBe(0)
  })

  it('a Local API write outside any use case commits on its own', async () => {
    const email = uniqueEmail('own-transaction')
    await payload.create({ ...subscriber(email), ...system })
    expect(await copiesOf(email)).toBe(1)
  })
})
