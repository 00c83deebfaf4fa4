import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll } from 'vitest'

import { type Actors, createActors, TEST_PASSWORD, testPayload } from './payload'
import { completeAsSystem } from './second-factor'

/**
 * Calls Payload's REST route handlers (the very functions Next serves at /api) with real
 * Request objects, so REST access is tested without a running server.
 */
const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}
export type Method = keyof typeof handlers

export type RestOptions = {
  token?: string
  json?: unknown
  form?: FormData
  headers?: Record<string, string>
  /** The client's address; by default each request comes from a different one (per-IP limits). */
  ip?: string
  /**
   * A staff sign-in (`users/login`) waits for its second factor; other suites' fixtures have it
   * completed as system code. The second-factor suites keep it waiting with `heldSignIn: true`.
   */
  heldSignIn?: boolean
}

const randomIp = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`

export const rest = async (method: Method, path: string, options: RestOptions = {}) => {
  const url = new URL(`/api/${path}`, 'http://localhost:3000')
  const headers = new Headers(options.headers)
  headers.set('x-forwarded-for', options.ip ?? randomIp())
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const request = new Request(url, { method, headers, body })
  // Next hands route handlers decoded segments.
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  // Bytes for binary answers (PDF downloads); the text parsed as JSON when it is JSON.
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let data: Record<string, unknown> = {}
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    data = { text }
  }
  const held = (data.secondFactor as { ticket?: string } | undefined)?.ticket
  if (path === 'users/login' && held && !options.heldSignIn) {
    await completeAsSystem(await testPayload(), held)
  }
  return { status: response.status, data, headers: response.headers, bytes }
}

/** The fields Payload's validation refused in an answer's `data`, each with its message. */
export const fieldErrors = (data: Record<string, unknown>) =>
  (data.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined)?.[0]
    ?.data?.errors ?? []

/** Signs in over REST with the test accounts' password; the session token to pass as `token`. */
export const signIn = async (email: string) =>
  (await rest('POST', 'users/login', { json: { email, password: TEST_PASSWORD } })).data
    .token as string

export type EditorAndClient = {
  payload: Payload
  actors: Actors
  editorToken: string
  clientToken: string
}

/**
 * The content suites' start: this file's Payload, the actors, and the editor and client A signed
 * in over REST. Call it at the top of the file: it registers the `beforeAll` that fills the
 * returned object, so read its fields inside hooks and tests only.
 */
export const signInEditorAndClient = (): EditorAndClient => {
  const session = {} as EditorAndClient
  beforeAll(async () => {
    const payload = await testPayload()
    const actors = await createActors(payload)
    const editorToken = await signIn(actors.editor.email)
    const clientToken = await signIn(actors.clientA.email)
    Object.assign(session, { payload, actors, editorToken, clientToken })
  })
  return session
}
