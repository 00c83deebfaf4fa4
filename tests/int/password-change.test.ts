import { beforeAll, describe, expect, it } from 'vitest'

import { type Actors, createActors, TEST_PASSWORD, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * POST /api/users/change-password: the current password first, the other sessions ended; the
 * password minimum on every path that sets one; no other way to change one's own password.
 */
let actors: Actors
const login = (email: string, password: string) =>
  rest('POST', 'users/login', { json: { email, password } })
const tokenOf = async (email: string, password = TEST_PASSWORD) =>
  (await login(email, password)).data.token as string
const change = (token: string | undefined, json: unknown) =>
  rest('POST', 'users/change-password', { token, json })
const sessionCount = async (token: string) =>
  ((await rest('GET', 'users/sessions', { token })).data.sessions as unknown[]).length

beforeAll(async () => {
  actors = await createActors(await testPayload())
})

describe('changing one’s password', () => {
  it('with the current one: this session stays, the others and the old password stop', async () => {
    const laptop = await tokenOf(actors.clientA.email)
    const token = await tokenOf(actors.clientA.email)
    expect(await sessionCount(token)).toBe(2)
    const answer = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: 'nouveau-secret',
      confirmPassword: 'nouveau-secret',
    })
    expect(answer.status).toBe(200)
    expect(answer.data.message).toBe('Mot de passe modifié avec succès')
    expect((await login(actors.clientA.email, TEST_PASSWORD)).status).toBe(401)
    const me = await rest('GET', 'users/me', { token })
    expect((me.data.user as { email: string } | null)?.email).toBe(actors.clientA.email)
    // The other browser is signed out; the check of the current password left no session open.
    expect((await rest('GET', 'users/me', { token: laptop })).data.user).toBeNull()
    expect(await sessionCount(token)).toBe(1)
    expect((await login(actors.clientA.email, 'nouveau-secret')).status).toBe(200)
  })

  it('refuses a wrong or missing current password under its field, and changes nothing', async () => {
    const token = await tokenOf(actors.clientB.email)
    const wrong = await change(token, {
      currentPassword: 'pas-le-bon',
      password: 'fleuve-orange-42',
      confirmPassword: 'fleuve-orange-42',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.data.errors).toEqual([
      { field: 'currentPassword', message: 'Mot de passe incorrect.' },
    ])
    const missing = await change(token, {
      password: 'fleuve-orange-42',
      confirmPassword: 'fleuve-orange-42',
    })
    expect(missing.status).toBe(400)
    expect(missing.data.errors).toContainEqual({
      field: 'currentPassword',
      message: 'Saisissez votre mot de passe',
    })
    expect(await sessionCount(token)).toBe(1)
    expect((await login(actors.clientB.email, 'fleuve-orange-42')).status).toBe(401)
    expect((await login(actors.clientB.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('refuses a short, empty or mismatched new password with the form’s messages', async () => {
    const token = await tokenOf(actors.clientB.email)
    const withCurrent = (json: object) => change(token, { currentPassword: TEST_PASSWORD, ...json })
    const short = await withCurrent({ password: '123', confirmPassword: '123' })
    expect(short.status).toBe(400)
    expect(short.data.errors).toContainEqual({ field: 'password', message: 'Minimum 6 caractères' })
    const mismatch = await withCurrent({ password: 'abcdefg', confirmPassword: 'abcdefh' })
    expect(mismatch.data.errors).toEqual([
      { field: 'confirmPassword', message: 'Les mots de passe ne correspondent pas' },
    ])
    for (const body of [{}, null, { currentPassword: 7, password: 7, confirmPassword: 7 }]) {
      expect((await change(token, body)).status).toBe(400)
    }
    expect((await login(actors.clientB.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('is refused to a visitor', async () => {
    const answer = await change(undefined, {
      currentPassword: TEST_PASSWORD,
      password: 'fleuve-orange-42',
      confirmPassword: 'fleuve-orange-42',
    })
    expect(answer.status).toBe(401)
  })

  it('has no other way: a plain update of one’s own password is refused, in any length', async () => {
    for (const actor of [actors.editor, actors.admin]) {
      const token = await tokenOf(actor.email)
      for (const password of ['1', 'fleuve-orange-42']) {
        const answer = await rest('PATCH', `users/${actor.id}`, { token, json: { password } })
        expect(answer.status, `${actor.role} ${password}`).toBe(400)
        expect(JSON.stringify(answer.data)).toContain('utilisez la page Compte')
      }
      expect((await login(actor.email, TEST_PASSWORD)).status).toBe(200)
    }
  })

  it('lets an admin set another account’s password, with the minimum kept', async () => {
    const token = await tokenOf(actors.admin.email)
    const short = await rest('PATCH', `users/${actors.editor.id}`, {
      token,
      json: { password: '1' },
    })
    expect(short.status).toBe(400)
    const set = await rest('PATCH', `users/${actors.editor.id}`, {
      token,
      json: { password: 'riviere-bleue-73' },
    })
    expect(set.status, JSON.stringify(set.data)).toBe(200)
    expect((await login(actors.editor.email, 'riviere-bleue-73')).status).toBe(200)
  })
})
