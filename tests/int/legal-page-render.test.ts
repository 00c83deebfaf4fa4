import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getLegalPage, getLegalPageDraft } from '../../src/server/site/legal-pages'
import { type Actors, createActors, testPayload } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

// No Next.js server here: its data cache reads through, so each call sees the database as it is
// (on the site, publishing marks these reads stale).
vi.mock('next/cache', () => ({
  unstable_cache: (read: unknown) => read,
  revalidateTag: () => undefined,
}))

/**
 * A legal page as the site reads it: an editor's draft only for a signed-in editor previewing it,
 * the published text for anyone else.
 */
let payload: Payload
let actors: Actors
let editorToken: string
let clientToken: string

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  editorToken = await signIn(actors.editor.email)
  clientToken = await signIn(actors.clientA.email)
})

const headersOf = (token?: string) =>
  new Headers(token ? { Authorization: `JWT ${token}` } : undefined)

describe('a legal page on the site', () => {
  it('shows an editor previewing it the latest draft, and anyone else the published text', async () => {
    const { docs } = await payload.find({
      collection: 'legal-pages',
      where: { page: { equals: 'privacy' } },
      depth: 0,
      user: actors.editor,
      overrideAccess: false,
    })
    const { status } = await rest('PATCH', `legal-pages/${docs[0]!.id}?locale=fr&draft=true`, {
      token: editorToken,
      json: { title: 'Confidentialité (brouillon)' },
    })
    expect(status).toBe(200)
    const draft = await getLegalPageDraft('fr', 'privacy', headersOf(editorToken))
    expect(draft.title).toBe('Confidentialité (brouillon)')
    for (const token of [undefined, clientToken, 'forged.token.value']) {
      const seen = await getLegalPageDraft('fr', 'privacy', headersOf(token))
      expect(seen.title, String(token)).toBe('Politique de confidentialité')
    }
    expect((await getLegalPage('fr', 'privacy')).title).toBe('Politique de confidentialité')
  })
})
