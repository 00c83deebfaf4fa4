import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { fixtures, PDF_BYTES } from '../helpers/fixtures'
import { type Actors, createActors, system, testPayload } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

/**
 * Conversations on change requests over REST (/api/request-messages/post, /read, /unread) and
 * the Local API: who may post and read, what is refused, a double send, unread counts.
 */
let payload: Payload
let actors: Actors
let projectA: ClientProject
let projectB: ClientProject
const tokens: Record<string, string> = {}

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  projectA = await fixtures(payload).project(actors.clientA)
  projectB = await fixtures(payload).project(actors.clientB)
  for (const name of ['clientA', 'clientB', 'editor', 'admin'] as const) {
    tokens[name] = await signIn(actors[name].email)
  }
})

const post = (
  token: string | undefined,
  request: number,
  body: string,
  options: { key?: string; files?: { bytes: Uint8Array; name: string }[] } = {},
) => {
  const form = new FormData()
  form.set('request', String(request))
  form.set('body', body)
  form.set('key', options.key ?? crypto.randomUUID())
  for (const { bytes, name } of options.files ?? []) {
    form.append('files', new File([new Uint8Array(bytes)], name))
  }
  return rest('POST', 'request-messages/post', { token, form })
}
const messagesOf = async (request: number) =>
  (await payload.find({ collection: 'request-messages', where: { request: { equals: request } } }))
    .docs
const unread = async (token: string, request: number) =>
  (
    (await rest('GET', `request-messages/unread?requests=${request}`, { token })).data
      .unread as Record<string, number>
  )[request] ?? 0

describe('posting', () => {
  it('lets the client and the studio write, with who and when, HTML kept as text', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    expect((await post(tokens.clientA, request.id, html)).status).toBe(201)
    expect((await post(tokens.admin, request.id, 'Bien reçu, https://exemple.ch')).status).toBe(201)
    const [first, second] = (await messagesOf(request.id)).sort((a, b) => a.id - b.id)
    expect(first).toMatchObject({ body: html, project: { id: projectA.id } })
    expect((first!.author as { id: number }).id).toBe(actors.clientA.id)
    expect((second!.author as { id: number }).id).toBe(actors.admin.id)
  })

  it('answers another client’s request, and the editor, as not found', async () => {
    const request = await fixtures(payload).request(projectB.id)
    expect((await post(tokens.clientA, request.id, 'Intrus')).status).toBe(404)
    expect((await post(tokens.editor, request.id, 'Intrus')).status).toBe(404)
    expect((await post(undefined, request.id, 'Intrus')).status).toBe(401)
    expect(await messagesOf(request.id)).toEqual([])
  })

  it('refuses a 20,000-character message with a clear message', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const answer = await post(tokens.clientA, request.id, 'a'.repeat(20_000))
    expect(answer.status).toBe(400)
    expect(answer.data.message).toBe('Maximum 5000 caractères')
    expect(await messagesOf(request.id)).toEqual([])
  })

  it('posts a double click once, in sequence or at the same moment', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const key = crypto.randomUUID()
    expect((await post(tokens.clientA, request.id, 'Une fois', { key })).status).toBe(201)
    const again = await post(tokens.clientA, request.id, 'Une fois', { key })
    expect(again).toMatchObject({ status: 200, data: { duplicate: true } })
    const twin = crypto.randomUUID()
    await Promise.all([
      post(tokens.clientA, request.id, 'Deux clics', { key: twin }),
      post(tokens.clientA, request.id, 'Deux clics', { key: twin }),
    ])
    expect((await messagesOf(request.id)).map(({ body }) => body).sort()).toEqual([
      'Deux clics',
      'Une fois',
    ])
  })

  it('keeps a finished request’s thread readable and takes no new message', async () => {
    const request = await fixtures(payload).request(projectA.id)
    await post(tokens.clientA, request.id, 'Avant la fin')
    await payload.update({
      collection: 'client-requests',
      id: request.id,
      data: { status: 'Done' },
      ...system,
    })
    const answer = await post(tokens.clientA, request.id, 'Après la fin')
    expect(answer.status).toBe(409)
    const list = await rest('GET', `request-messages?where[request][equals]=${request.id}`, {
      token: tokens.clientA,
    })
    expect((list.data.docs as { body: string }[]).map(({ body }) => body)).toEqual(['Avant la fin'])
  })
})

describe('attachments', () => {
  it('stores a PDF with the message, refuses an executable and stores nothing then', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const files = [{ bytes: PDF_BYTES, name: 'plan.pdf' }]
    expect((await post(tokens.clientA, request.id, 'Le plan', { files })).status).toBe(201)
    const [message] = await messagesOf(request.id)
    expect(message!.attachments).toHaveLength(1)
    const rows = (await payload.count({ collection: 'deliverable-files' })).totalDocs
    const exe = Buffer.concat([Buffer.from('4d5a', 'hex'), Buffer.alloc(200)])
    const refused = await post(tokens.clientA, request.id, 'Le programme', {
      files: [{ bytes: exe, name: 'plan.pdf' }],
    })
    expect(refused.status).toBe(400)
    expect((await payload.count({ collection: 'deliverable-files' })).totalDocs).toBe(rows)
    expect(await messagesOf(request.id)).toHaveLength(1)
  })

  it('refuses another project’s file as an attachment (Local API, as the client)', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const theirs = await fixtures(payload).projectFile(projectB.id)
    const attempt = payload.create({
      collection: 'request-messages',
      data: {
        request: request.id,
        body: 'Vol',
        key: crypto.randomUUID(),
        attachments: [theirs.id],
      },
      user: actors.clientA,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toMatchObject({ status: 404 })
  })
})

describe('reading', () => {
  it('never shows another client’s message, by id or in a list', async () => {
    const request = await fixtures(payload).request(projectA.id)
    const message = await fixtures(payload).message(request.id)
    expect(
      (await rest('GET', `request-messages/${message.id}`, { token: tokens.clientB })).status,
    ).toBe(404)
    const list = await rest('GET', `request-messages?where[request][equals]=${request.id}`, {
      token: tokens.clientB,
    })
    expect(list.data.docs).toEqual([])
    expect(await unread(tokens.clientB!, request.id)).toBe(0)
  })

  it('counts unread messages per person until each marks the thread read', async () => {
    const request = await fixtures(payload).request(projectA.id)
    await post(tokens.admin, request.id, 'Première réponse')
    await post(tokens.admin, request.id, 'Deuxième réponse')
    expect(await unread(tokens.clientA!, request.id)).toBe(2)
    expect(await unread(tokens.admin!, request.id)).toBe(0)
    const read = await rest('POST', 'request-messages/read', {
      token: tokens.clientA,
      json: { request: request.id },
    })
    expect(read.status).toBe(200)
    expect(await unread(tokens.clientA!, request.id)).toBe(0)
    await post(tokens.clientA, request.id, 'Merci')
    expect(await unread(tokens.admin!, request.id)).toBe(1)
    const theirs = await rest('POST', 'request-messages/read', {
      token: tokens.clientB,
      json: { request: request.id },
    })
    expect(theirs.status).toBe(404)
  })
})
