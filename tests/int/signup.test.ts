import { describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/security/rate-limit'

import { signupForm, system, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

describe('POST /api/users/signup', () => {
  it('creates a signed-in client with its newsletter consent, never the role the browser asks for', async () => {
    const email = uniqueEmail('signup')
    const response = await rest('POST', 'users/signup', {
      json: { ...signupForm(email), role: 'admin', language: 'en' },
    })
    expect(response.status).toBe(201)
    expect(response.data.message).toBe('Compte créé avec succès!')
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=.+HttpOnly/i)

    const payload = await testPayload()
    const [user] = (
      await payload.find({ collection: 'users', where: { email: { equals: email } }, ...system })
    ).docs
    expect(user).toMatchObject({
      role: 'client',
      firstName: 'Léa',
      lastName: 'Favre',
      newsletterConsent: true,
      language: 'en',
    })

    const optedOut = uniqueEmail('optout')
    await rest('POST', 'users/signup', { json: { ...signupForm(optedOut), newsletter: false } })
    const [other] = (
      await payload.find({ collection: 'users', where: { email: { equals: optedOut } }, ...system })
    ).docs
    expect(other?.newsletterConsent).toBe(false)
  })

  it('refuses bad input with the spec messages, and creates nothing', async () => {
    const email = uniqueEmail('bad')
    const response = await rest('POST', 'users/signup', {
      json: {
        ...signupForm(email),
        password: 'court',
        confirmPassword: 'autre',
        acceptTerms: false,
      },
    })
    expect(response.status).toBe(400)
    expect(response.data.message).toBe("Erreur d'inscription")
    const messages = (response.data.errors as { message: string }[]).map(({ message }) => message)
    expect(messages).toEqual(
      expect.arrayContaining(['Minimum 8 caractères', 'Vous devez accepter les conditions']),
    )
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } }, ...system }))
        .totalDocs,
    ).toBe(0)
    expect((await rest('POST', 'users/signup', { json: 'not an object' })).status).toBe(400)
  })

  it('answers an address that already has an account with the generic error', async () => {
    const email = uniqueEmail('twice')
    expect((await rest('POST', 'users/signup', { json: signupForm(email) })).status).toBe(201)
    const again = await rest('POST', 'users/signup', { json: signupForm(email) })
    expect(again.status).toBe(400)
    expect(again.data.message).toBe("Erreur d'inscription")
  })

  it('limits sign-ups per address', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`
    for (let attempt = 0; attempt < RATE_LIMITS.signup.limit; attempt += 1) {
      expect(
        (await rest('POST', 'users/signup', { ip, json: signupForm(uniqueEmail('burst')) })).status,
      ).toBe(201)
    }
    expect(
      (await rest('POST', 'users/signup', { ip, json: signupForm(uniqueEmail('burst')) })).status,
    ).toBe(429)
  })
})
