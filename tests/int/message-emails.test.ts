import crypto from 'node:crypto'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { partOf, startSmtpServer } from '../helpers/smtp'

/** A new message in a request's thread e-mails the other side, once the message is stored. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let signIn: (typeof import('../helpers/rest'))['signIn']
const STUDIO = 'studio-messages@test.example.com'

beforeAll(async () => {
  // The config reads these when it is imported: set first, then import.
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  ;({ rest, signIn } = await import('../helpers/rest'))
  // The studio's inbox is its identity's e-mail.
  const { setStudioIdentity } = await import('../helpers/billing')
  await setStudioIdentity(await helpers.testPayload(), { email: STUDIO })
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const post = (token: string, request: number, body: string) => {
  const form = new FormData()
  form.set('request', String(request))
  form.set('body', body)
  form.set('key', crypto.randomUUID())
  return rest('POST', 'request-messages/post', { token, form })
}

it('mails the studio for a client’s message and the client, in its language, for the studio’s', async () => {
  const payload = await helpers.testPayload()
  const actors = await helpers.createActorsReadingEnglish(payload)
  const { fixtures } = await import('../helpers/fixtures')
  const project = await fixtures(payload).project(actors.clientA)
  const request = await fixtures(payload).request(project.id)

  expect(
    (await post(await signIn(actors.clientA.email), request.id, 'Une question <b>')).status,
  ).toBe(201)
  const toStudio = await smtp.mailTo(STUDIO, (mail) => mail.subject.includes('Nouveau message'))
  const studioHtml = partOf(toStudio.raw, 'text/html').toString('utf8')
  expect(studioHtml).toContain(`/admin/support/${request.id}`)
  expect(studioHtml).toContain('Une question &#60;b&#62;')

  expect(
    (await post(await signIn(actors.admin.email), request.id, 'Voici la réponse')).status,
  ).toBe(201)
  const toClient = await smtp.mailTo(actors.clientA.email)
  expect(toClient.subject).toBe('New message from the studio: Accueil')
  expect(partOf(toClient.raw, 'text/plain').toString('utf8')).toContain(
    `/en/espace-client/demandes/${request.id}`,
  )
})
