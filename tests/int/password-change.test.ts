import { beforeAll, describe, expect, it } from 'vitest'

import { type Actors, createActors, TEST_PASSWORD, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** POST /api/users/change-password and the password minimum on every path that sets one. */
let actors: Actors
const login = (email: string, password: string) =>
  rest('POST', 'users/login', { json: { email, password } })

beforeAll(async () => {
  actors = await createActors(await testPayload())
})

describe('changing one’s password', () => {
  it('works for the signed-in account, which keeps its session, and the old password stops', async () => {
    const token = (await login(actors.clientA.email, TEST_PASSWORD)).data.token as string
    const answer = await rest('POST', 'users/change-password', {
      token,
      json: { password: 'nouveau-secret', confirmPassword: 'nouveau-secret' },
    })
    expect(answer.status).toBe(200)
    expect(answer.data.message).toBe('Mot de passe modifié avec succès')
    expect((await login(actors.clientA.email, TEST_PASSWORD)).status).toBe(401)
    expect((await login(actors.clientA.email, 'nouveau-secret')).status).toBe(200)
    const me = await rest('GET', 'users/me', { token })
    expect((me.data.user as { email: string } | null)?.email).toBe(actors.clientA.email)
  })

  it('refuses a short, empty or mismatched password with the form’s messages', async () => {
    const token = (await login(actors.clientB.email, TEST_PASSWORD)).data.token as string
    const change = (json: unknown) => rest('POST', 'users/change-password', { token, json })
    const short = await change({ password: '123', confirmPassword: '123' })
    expect(short.status).toBe(400)
    expect(short.data.errors).toContainEqual({ field: 'password', message: 'Minimum 6 caractères' })
    const mismatch = await change({ password: 'abcdefg', confirmPassword: 'abcdefh' })
    expect(mismatch.data.errors).toEqual([
      { field: 'confirmPassword', message: 'Les mots de passe ne correspondent pas' },
    ])
    for (const body of [{}, null, { password: 7, confirmPassword: 7 }]) {
      expect((await change(body)).status).toBe(400)
    }
    expect((await login(actors.clientB.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('is refused to a visitor', async () => {
    const answer = await rest('POST', 'users/change-password', {
      json: { password: 'fleuve-orange-42', confirmPassword: 'fleuve-orange-42' },
    })
    expect(answer.status).toBe(401)
  })

  it('keeps the minimum on the plain REST update too', async () => {
    const token = (await login(actors.editor.email, TEST_PASSWORD)).data.token as string
    const answer = await rest('PATCH', `users/${actors.editor.id}`, {
      token,
      json: { password: '1' },
    })
    expect(answer.status).toBe(400)
    expect((await login(actors.editor.email, TEST_PASSWORD)).status).toBe(200)
  })
})
