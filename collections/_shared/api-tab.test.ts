import type { Config, DocumentTabCondition, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { apiTabForAdminsOnly } from './api-tab'

type Loose = { admin?: { components?: { views?: { edit?: Record<string, any> } } } } // eslint-disable-line @typescript-eslint/no-explicit-any

const config = {
  collections: [
    {
      slug: 'posts',
      fields: [],
      admin: { components: { views: { edit: { other: { path: '/x' } } } } },
    },
    { slug: 'hidden', fields: [], admin: { hideAPIURL: true } },
  ],
  globals: [{ slug: 'home-page', fields: [] }],
} as unknown as Config

const conditionOf = (entity: unknown) =>
  (entity as Loose).admin!.components!.views!.edit!.api.tab.condition as DocumentTabCondition

const shownTo = (condition: DocumentTabCondition, role: string, entity: unknown, global = false) =>
  condition({
    [global ? 'globalConfig' : 'collectionConfig']: entity,
    req: { user: { id: 1, role } } as unknown as PayloadRequest,
  } as Parameters<DocumentTabCondition>[0])

describe('the API tab', () => {
  const sanitized = apiTabForAdminsOnly(config) as Config
  const [posts, hidden] = sanitized.collections!
  const [home] = sanitized.globals!

  it('is shown to admins only, on every collection and global', () => {
    expect(shownTo(conditionOf(posts), 'admin', posts)).toBe(true)
    expect(shownTo(conditionOf(posts), 'editor', posts)).toBe(false)
    expect(shownTo(conditionOf(home), 'admin', home, true)).toBe(true)
    expect(shownTo(conditionOf(home), 'editor', home, true)).toBe(false)
  })

  it('keeps Payload’s own hideAPIURL and the entity’s other views', () => {
    expect(shownTo(conditionOf(hidden), 'admin', hidden)).toBe(false)
    expect((posts as Loose).admin!.components!.views!.edit!.other).toEqual({ path: '/x' })
  })
})
