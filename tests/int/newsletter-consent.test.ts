import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpServer, type ReceivedMail } from '../helpers/smtp'

/**
 * The newsletter's double opt-in over real SMTP: the confirmation mail, the consent it records,
 * the one-click unsubscribe, and every bad link answered with a clear 400.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let tokens: typeof import('@/server/newsletter/token')

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  tokens = await import('@/server/newsletter/token')
  await helpers.testPayload()
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const subscribe = (email: string, language = 'fr') =>
  rest('POST', 'newsletter-subscribers/subscribe', { json: { email, language } })
const confirm = (token: unknown) =>
  rest('POST', 'newsletter-subscribers/confirm', { json: { token } })

const rowOf = async (email: string) => {
  const payload = await helpers.testPayload()
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    ...helpers.system,
  })
  return docs[0]
}

const linkToken = (mail: ReceivedMail, path: string) => {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.body)?.[1]
  if (!token) throw new Error(`No ${path} link in: ${mail.body}`)
  return token
}

/** The List-Unsubscribe header's address, unfolded. */
const oneClickUrl = (mail: ReceivedMail) => {
  const header = /^List-Unsubscribe:([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/im.exec(mail.raw)?.[1]
  return header
    ?.replace(/\r?\n[ \t]+/g, '')
    .trim()
    .replace(/^<|>$/g, '')
}

const subscribeAndConfirm = async (language: 'fr' | 'en') => {
  const email = helpers.uniqueEmail(`optin-${language}`)
  await subscribe(email, language)
  const token = linkToken(await smtp.mailTo(email), '/newsletter/confirmer')
  return { email, token }
}

describe('newsletter double opt-in', () => {
  it('mails a confirmation link in the visitor’s language, with a plain-text part, and counts nobody yet', async () => {
    const email = helpers.uniqueEmail('optin')
    const answer = await subscribe(email, 'en')
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({ subscribed: true })
    const mail = await smtp.mailTo(email)
    expect(mail.subject).toBe('Confirm your newsletter subscription')
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(mail.body).toContain('/en/newsletter/confirmer?token=')
    const row = await rowOf(email)
    expect(row).toMatchObject({ language: 'en' })
    expect(row?.confirmedAt ?? null).toBeNull()
  })

  it('sends one mail for a double click and for a repeat within 10 minutes, with the same answer', async () => {
    const email = helpers.uniqueEmail('double')
    const answers = await Promise.all([subscribe(email), subscribe(email)])
    const again = await subscribe(email)
    for (const answer of [...answers, again]) expect(answer.data).toEqual({ subscribed: true })
    await smtp.mailTo(email)
    // Time for a second mail to arrive if one had been queued.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.count(email)).toBe(1)
  })

  it('records the consent once; the link used again is still a success', async () => {
    const { email, token } = await subscribeAndConfirm('fr')
    const first = await confirm(token)
    expect(first.status).toBe(200)
    expect(first.data.message).toBe('Votre inscription à la newsletter est confirmée.')
    const confirmedAt = (await rowOf(email))?.confirmedAt
    expect(confirmedAt).toBeTruthy()
    const replay = await confirm(token)
    expect(replay.status).toBe(200)
    expect((await rowOf(email))?.confirmedAt).toBe(confirmedAt)
    // A confirmed address subscribing again gets the same answer and no new mail.
    await smtp.mailTo(email, ({ subject }) => subject.includes('confirmée'))
    const before = smtp.count(email)
    expect((await subscribe(email)).data).toEqual({ subscribed: true })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.count(email)).toBe(before)
  })

  it('lists only confirmed addresses in the admins’ CSV, with the consent’s date and language', async () => {
    const payload = await helpers.testPayload()
    const { admin, clientA } = await helpers.createActors(payload)
    const tokenOf = async (email: string) =>
      (await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })).data
        .token as string
    const { email, token } = await subscribeAndConfirm('en')
    await confirm(token)
    const pending = helpers.uniqueEmail('pending')
    await subscribe(pending)
    const csv = await rest('GET', 'backoffice/newsletter.csv', {
      token: await tokenOf(admin.email),
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toMatch(
      /filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = new TextDecoder().decode(csv.bytes)
    expect(text).toContain('Email;Consentement le;Langue')
    expect(text).toMatch(new RegExp(`${email};\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2};EN`))
    expect(text).not.toContain(pending)
    const refused = await rest('GET', 'backoffice/newsletter.csv', {
      token: await tokenOf(clientA.email),
    })
    expect(refused.status).toBe(403)
  })

  it('welcomes the subscriber with a one-click unsubscribe (RFC 8058) that works once and then idempotently', async () => {
    const { email, token } = await subscribeAndConfirm('en')
    expect((await confirm(token)).status).toBe(200)
    const welcome = await smtp.mailTo(email, ({ subject }) => subject.includes('confirmed'))
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect(welcome.body).toContain('/en/newsletter/desinscription?token=')
    const url = new URL(oneClickUrl(welcome) ?? '')
    expect(url.pathname).toBe('/api/newsletter-subscribers/unsubscribe')
    const oneClick = () =>
      rest('POST', `newsletter-subscribers/unsubscribe${url.search}`, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    const answer = await oneClick()
    expect(answer.status).toBe(200)
    expect(await rowOf(email)).toBeUndefined()
    expect((await oneClick()).status).toBe(200)
  })

  it('refuses forged, expired, misused and foreign links with a clear message, never a 500', async () => {
    const payload = await helpers.testPayload()
    const { email, token } = await subscribeAndConfirm('fr')
    const other = helpers.uniqueEmail('victim')
    await subscribe(other)
    await smtp.mailTo(other)
    const expired = tokens.signNewsletterToken(
      payload.secret,
      'confirm',
      email,
      new Date(Date.now() - 1_000),
    )
    const expiredAnswer = await confirm(expired)
    expect(expiredAnswer.status).toBe(400)
    expect(expiredAnswer.data.message).toBe(
      'Ce lien a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.',
    )
    const forged = tokens.signNewsletterToken('not-the-secret-of-this-app', 'confirm', email)
    for (const bad of [forged, `${token}x`, '', 'abc', 42, null]) {
      const answer = await confirm(bad)
      expect(answer.status, String(bad)).toBe(400)
      expect(answer.data.message).toMatch(/^Ce lien n’est pas valide/)
    }
    // A confirmation link is not an unsubscribe link, even for its own address.
    const misused = await rest('POST', 'newsletter-subscribers/unsubscribe', { json: { token } })
    expect(misused.status).toBe(400)
    // An unsubscribe token is for its address only: one for `email` cannot remove `other`.
    const mine = tokens.signNewsletterToken(payload.secret, 'unsubscribe', email)
    const [, signature] = mine.split('.')
    const swapped = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', e: other })).toString('base64url')}.${signature}`
    expect((await rest('POST', `newsletter-subscribers/unsubscribe?token=${swapped}`)).status).toBe(
      400,
    )
    expect(await rowOf(other)).toBeDefined()
    expect((await confirm(token)).status).toBe(200)
  })

  it('starts the same opt-in when a new client ticks the sign-up’s newsletter box, and only then', async () => {
    const signup = (email: string, newsletter: boolean) =>
      rest('POST', 'users/signup', {
        json: { ...helpers.signupForm(email), newsletter, language: 'en' },
      })
    const ticked = helpers.uniqueEmail('signup-news')
    expect((await signup(ticked, true)).status).toBe(201)
    expect((await smtp.mailTo(ticked)).subject).toBe('Confirm your newsletter subscription')
    expect(await rowOf(ticked)).toMatchObject({ language: 'en', confirmedAt: null })
    const unticked = helpers.uniqueEmail('signup-no-news')
    expect((await signup(unticked, false)).status).toBe(201)
    expect(await rowOf(unticked)).toBeUndefined()
  })

  it('refuses empty, too long and invalid addresses and mails nothing', async () => {
    for (const email of ['', 'pas-un-email', `${'a'.repeat(250)}@test.example.com`]) {
      const answer = await subscribe(email)
      expect(answer.status, email).toBe(400)
      expect(answer.data.message).toBe('Email invalide')
    }
    expect(smtp.count('pas-un-email')).toBe(0)
  })
})
