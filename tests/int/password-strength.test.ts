import { beforeAll, describe, expect, it } from 'vitest'

import {
  type Actors,
  createActors,
  system,
  systemResetToken,
  TEST_PASSWORD,
  testPayload,
  uniqueEmail,
} from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Every way to set a password refuses a weak one (zxcvbn-ts score under 3), in the asker's language. */
let actors: Actors
beforeAll(async () => {
  actors = await createActors(await testPayload())
})

const WEAK = 'azerty123'
const STRONG = 'fleuve-orange-42'
const FRENCH = /^Mot de passe trop faible : \S.+$/
const ENGLISH = /^Password too weak: \S.+$/

const login = (email: string, password: string) =>
  rest('POST', 'users/login', { json: { email, password } })

const accountsWith = async (email: string) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'users', where: { email: { equals: email } }, ...system })
  ).totalDocs

describe('weak passwords', () => {
  it('are refused at sign-up, with the estimator’s reason in the form’s language', async () => {
    for (const [language, pattern] of [
      ['fr', FRENCH],
      ['en', ENGLISH],
    ] as const) {
      const email = uniqueEmail('weak-signup')
      const answer = await rest('POST', 'users/signup', {
        headers: { 'Accept-Language': language },
        json: {
          firstName: 'Léa',
          lastName: 'Favre',
          email,
          password: WEAK,
          confirmPassword: WEAK,
          acceptTerms: true,
        },
      })
      expect(answer.status).toBe(400)
      const errors = answer.data.errors as { field: string; message: string }[]
      expect(errors[0]?.field).toBe('password')
      expect(errors[0]?.message).toMatch(pattern)
      expect(await accountsWith(email)).toBe(0)
    }
  })

  it('are refused on the account page’s change, and the old password keeps working', async () => {
    const token = (await login(actors.clientA.email, TEST_PASSWORD)).data.token as string
    const answer = await rest('POST', 'users/change-password', {
      token,
      headers: { 'Accept-Language': 'fr' },
      json: { currentPassword: TEST_PASSWORD, password: 'camillea', confirmPassword: 'camillea' },
    })
    expect(answer.status).toBe(400)
    expect(answer.data.errors).toEqual([{ field: 'password', message: answer.data.message }])
    expect(answer.data.message).toMatch(FRENCH)
    expect((await login(actors.clientA.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('are refused on a reset (also the create-admin link), which stays usable for a strong one', async () => {
    const payload = await testPayload()
    const token = await systemResetToken(payload, actors.clientB.email)
    const weak = await rest('POST', 'users/reset-password', {
      headers: { 'Accept-Language': 'en' },
      json: { token, password: 'password123' },
    })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.data)).toMatch(/Password too weak: /)
    const strong = await rest('POST', 'users/reset-password', {
      json: { token, password: STRONG },
    })
    expect(strong.status).toBe(200)
    expect((await login(actors.clientB.email, STRONG)).status).toBe(200)
  })

  it('are refused to an admin creating an account and on a plain REST update', async () => {
    const adminToken = (await login(actors.admin.email, TEST_PASSWORD)).data.token as string
    const email = uniqueEmail('weak-admin-create')
    const created = await rest('POST', 'users', {
      token: adminToken,
      json: { email, password: 'motdepasse', role: 'client' },
    })
    expect(created.status).toBe(400)
    expect(await accountsWith(email)).toBe(0)
    // The plain update that may set a password: an admin's, of another account.
    const updated = await rest('PATCH', `users/${actors.editor.id}`, {
      token: adminToken,
      json: { password: 'abcdefgh' },
    })
    expect(updated.status).toBe(400)
    expect(JSON.stringify(updated.data)).toContain('Mot de passe trop faible : ')
    expect((await login(actors.editor.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('include passwords built from the account’s own name', async () => {
    const email = uniqueEmail('own-name')
    const answer = await rest('POST', 'users/signup', {
      json: {
        firstName: 'Mathilde',
        lastName: 'Rochat',
        email,
        password: 'mathilderochat',
        confirmPassword: 'mathilderochat',
        acceptTerms: true,
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.data.message).toBe(
      'Mot de passe trop faible : Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    )
  })
})
