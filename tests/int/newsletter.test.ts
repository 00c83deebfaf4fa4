import { beforeAll, describe, expect, it } from 'vitest'

import { system, testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** The footer's newsletter: one row per address however often and however fast it is sent. */
beforeAll(async () => {
  await testPayload()
})

const subscribe = (json: unknown, ip?: string) =>
  rest('POST', 'newsletter-subscribers/subscribe', { json, ip })

const rowsFor = async (email: string) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, ...system })
  ).docs

describe('POST /api/newsletter-subscribers/subscribe', () => {
  it('stores a valid address once, normalised, with its language', async () => {
    const email = uniqueEmail('news')
    expect((await subscribe({ email: `  ${email.toUpperCase()} `, language: 'en' })).status).toBe(
      200,
    )
    const again = await subscribe({ email, language: 'fr' })
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ subscribed: true })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email, language: 'en' })
  })

  it('keeps one row when the same address arrives five times at once', async () => {
    const email = uniqueEmail('burst')
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })))
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200])
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it('refuses bad input with the message and stores nothing', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'pas-un-email' },
      { email: 42 },
      { email: `${'a'.repeat(250)}@test.example.com` },
      { email: uniqueEmail('lang'), language: 'de' },
      null,
    ]) {
      const answer = await subscribe(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(typeof answer.data.message).toBe('string')
    }
    expect((await subscribe({ email: 'pas-un-email' })).data.message).toBe('Email invalide')
  })

  it('limits one address to 10 subscriptions an hour', async () => {
    const ip = '203.0.113.50'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await subscribe({ email: uniqueEmail('flood') }, ip)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('is the only way in for visitors: the collection refuses a direct create', async () => {
    const direct = await rest('POST', 'newsletter-subscribers', {
      json: { email: uniqueEmail('x') },
    })
    expect(direct.status).toBe(403)
  })
})
