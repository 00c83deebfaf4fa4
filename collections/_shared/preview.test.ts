import type { CollectionAdminOptions } from 'payload'
import { describe, expect, it } from 'vitest'

import { LEGAL_KEYS } from '@/domain/content/legal-pages'
import { env } from '@/server/platform/config/env'

import { previewLegalOnSite } from './preview'

type PreviewArgs = Parameters<Exclude<CollectionAdminOptions['preview'], undefined>>
const urlOf = (doc: Record<string, unknown>, locale?: string) =>
  previewLegalOnSite!(doc, { locale } as PreviewArgs[1])

describe('a legal page’s Preview button', () => {
  it('opens /preview with its key, in the language being edited', () => {
    for (const page of LEGAL_KEYS) {
      expect(urlOf({ page }, 'fr')).toBe(`${env.serverUrl}/preview?kind=legal&page=${page}`)
      expect(urlOf({ page }, 'en')).toBe(`${env.serverUrl}/en/preview?kind=legal&page=${page}`)
    }
    expect(urlOf({ page: 'terms' })).toBe(`${env.serverUrl}/preview?kind=legal&page=terms`)
  })

  it('offers nothing for a page without a known key', () => {
    expect(urlOf({})).toBeNull()
    expect(urlOf({ page: 'terms&kind=home' })).toBeNull()
  })
})
