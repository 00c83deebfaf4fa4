import { describe, expect, it } from 'vitest'

import { landingUrlOf } from './home-url'

const client = (language?: string) => ({ id: 1, role: 'client' as const, language })
const admin = { id: 2, role: 'admin' as const, language: 'en' }

describe('landingUrlOf', () => {
  it('opens the portal in the account’s own language', () => {
    expect(landingUrlOf(client('en'))).toBe('/en/espace-client')
    expect(landingUrlOf(client('fr'))).toBe('/espace-client')
    expect(landingUrlOf(client())).toBe('/espace-client')
  })

  it('keeps the page the guard sent from, in the account’s language', () => {
    expect(landingUrlOf(client('en'), '/espace-client/factures?page=2')).toBe(
      '/en/espace-client/factures?page=2',
    )
    expect(landingUrlOf(client('fr'), '/en/espace-client/demandes/4')).toBe(
      '/espace-client/demandes/4',
    )
  })

  it('keeps the back office in French', () => {
    expect(landingUrlOf(admin)).toBe('/admin')
    expect(landingUrlOf(admin, '/admin/support')).toBe('/admin/support')
  })
})
