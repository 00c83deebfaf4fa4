import { describe, expect, it } from 'vitest'

import { canUseBackOffice, canUseCms, canUsePortal, hasRole, homePathOf, isAdmin } from './roles'

describe('role predicates', () => {
  const visitor = null
  const client = { id: 1, role: 'client' as const }
  const editor = { id: 2, role: 'editor' as const }
  const admin = { id: 3, role: 'admin' as const }
  const forged = { id: 4, role: 'superuser' as never }

  it('lets editors and admins into the CMS panel only', () => {
    expect([visitor, client, editor, admin, forged].map(canUseCms)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ])
  })
  it('sends admins to the back office and every other account to the portal', () => {
    expect([client, editor, admin, forged].map(homePathOf)).toEqual([
      '/espace-client',
      '/espace-client',
      '/admin',
      '/espace-client',
    ])
  })
  it('lets admins into the back office only', () => {
    expect([visitor, client, editor, admin, forged].map(canUseBackOffice)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ])
  })
  it('lets any signed-in account with a known role into the portal', () => {
    expect([visitor, client, editor, admin, forged].map(canUsePortal)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
  })
  it('matches any of several roles', () => {
    expect(hasRole(editor, 'client', 'editor')).toBe(true)
    expect(isAdmin(undefined)).toBe(false)
  })
})
