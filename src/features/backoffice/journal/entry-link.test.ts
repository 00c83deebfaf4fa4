import { describe, expect, it } from 'vitest'

import { entryLink } from './entry-link'

describe('the link of a journal entry', () => {
  it('opens an invoice’s or a request’s own page', () => {
    expect(entryLink({ entityType: 'invoice', entityId: '12', entityLabel: 'FA-2026-0012' })).toBe(
      '/admin/finances/factures/12',
    )
    expect(entryLink({ entityType: 'request', entityId: '7', entityLabel: 'Accueil' })).toBe(
      '/admin/support/7',
    )
  })

  it('searches a list for the item’s name, written safely into the address', () => {
    expect(entryLink({ entityType: 'project', entityId: '3', entityLabel: 'Site & Co #2' })).toBe(
      '/admin/projects?q=Site%20%26%20Co%20%232',
    )
    expect(entryLink({ entityType: 'user', entityId: '9', entityLabel: null })).toBe(
      '/admin/clients',
    )
  })

  it('leads to the settings, or to the studio identity in the CMS', () => {
    expect(entryLink({ entityType: 'settings', entityId: 'global', entityLabel: null })).toBe(
      '/admin/settings',
    )
    expect(entryLink({ entityType: 'settings', entityId: 'identity', entityLabel: null })).toBe(
      '/cms/globals/studio-identity',
    )
    expect(entryLink({ entityType: 'unknown', entityId: '1', entityLabel: null })).toBeNull()
  })
})
