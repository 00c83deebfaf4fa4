import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { createActors, system, TEST_PASSWORD, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Awaited<ReturnType<typeof testPayload>>
const login = async (email: string, password = TEST_PASSWORD) =>
  (await rest('POST', 'users/login', { json: { email, password } })).data.token as string
const newClient = async () => {
  const email = uniqueEmail('claimer')
  await payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, role: 'client' },
    ...system,
  })
  return { email, token: await login(email) }
}

beforeAll(async () => {
  payload = await testPayload()
  await createActors(payload)
  // This file needs a database with no admin: the accounts of other files become clients.
  await payload.db.drizzle.execute(sql`update users set role = 'client' where role = 'admin'`)
})

describe('first admin (/api/users/first-setup)', () => {
  it('refuses visitors', async () => {
    expect((await rest('GET', 'users/first-setup')).status).toBe(401)
    expect((await rest('POST', 'users/first-setup')).status).toBe(401)
  })

  it('makes exactly one admin out of 20 simultaneous claims, then refuses everyone', async () => {
    const claimers = await Promise.all(Array.from({ length: 20 }, newClient))
    expect(
      (await rest('GET', 'users/first-setup', { token: claimers[0]!.token })).data.adminExists,
    ).toBe(false)

    const answers = await Promise.all(
      claimers.map(({ token }) => rest('POST', 'users/first-setup', { token })),
    )
    const won = answers.filter(({ status }) => status === 200)
    expect(won).toHaveLength(1)
    expect(won[0]!.data.message).toBe('Vous êtes maintenant administrateur !')
    const refused = answers.filter(({ status }) => status === 409)
    expect(refused).toHaveLength(19)
    expect(refused.every(({ data }) => data.message === 'Un administrateur existe déjà')).toBe(true)

    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      ...system,
    })
    expect(admins.totalDocs).toBe(1)
    const winner = claimers[answers.indexOf(won[0]!)]!
    expect(admins.docs[0]!.email).toBe(winner.email)
    // One entry in the log, naming the account that claimed it.
    const entries = await payload.find({
      collection: 'activities',
      where: { action: { equals: 'Premier administrateur' } },
      ...system,
    })
    expect(entries.docs.map(({ actorId, entityId }) => [actorId, entityId])).toEqual([
      [String(admins.docs[0]!.id), String(admins.docs[0]!.id)],
    ])
    // The session opened as a client ends: an admin signs in again, with a second factor, and
    // then may list every account.
    expect((await rest('GET', 'users?limit=1', { token: winner.token })).status).toBe(403)
    expect(
      (await rest('GET', 'users?limit=1', { token: await login(winner.email) })).data.totalDocs,
    ).toBeGreaterThan(1)

    const late = await newClient()
    expect((await rest('GET', 'users/first-setup', { token: late.token })).data.adminExists).toBe(
      true,
    )
    expect((await rest('POST', 'users/first-setup', { token: late.token })).status).toBe(409)
  })
})
