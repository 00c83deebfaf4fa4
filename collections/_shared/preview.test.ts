import type { Locale, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { LEGAL_KEYS } from '@/domain/content/legal-pages'
import { env } from '@/server/platform/config/env'

import { homePage, legalPage, pageBySlug, previewsOf } from './preview'

type Query = Parameters<typeof previewsOf>[0]
const buttonOf = (query: Query, doc: Record<string, unknown>, locale?: string) =>
  previewsOf(query).preview(doc, {
    locale: locale as string,
    req: {} as PayloadRequest,
    token: null,
  })
const paneOf = (query: Query, data: Record<string, unknown>, code?: string) =>
  previewsOf(query).livePreview.url({
    data,
    locale: (code ? { code } : undefined) as Locale,
    req: {} as PayloadRequest,
    payload: {} as PayloadRequest['payload'],
  })

describe('a legal page’s Preview button', () => {
  it('opens /preview with its key, in the language being edited', () => {
    for (const page of LEGAL_KEYS) {
      expect(buttonOf(legalPage, { page }, 'fr')).toBe(
        `${env.serverUrl}/preview?kind=legal&page=${page}`,
      )
      expect(buttonOf(legalPage, { page }, 'en')).toBe(
        `${env.serverUrl}/en/preview?kind=legal&page=${page}`,
      )
    }
    expect(buttonOf(legalPage, { page: 'terms' })).toBe(
      `${env.serverUrl}/preview?kind=legal&page=terms`,
    )
  })

  it('offers nothing for a page without a known key', () => {
    expect(buttonOf(legalPage, {})).toBeNull()
    expect(buttonOf(legalPage, { page: 'terms&kind=home' })).toBeNull()
  })
})

describe('the live preview pane', () => {
  it('frames /preview at the panel’s own origin, in the language being edited', () => {
    expect(paneOf(pageBySlug(), { slug: 'qr-facture' }, 'fr')).toBe('/preview?slug=qr-facture')
    expect(paneOf(pageBySlug('case-study'), { slug: 'cas' }, 'en')).toBe(
      '/en/preview?slug=cas&kind=case-study',
    )
    expect(paneOf(homePage, {}, 'en')).toBe('/en/preview?kind=home')
    expect(paneOf(legalPage, { page: 'privacy' })).toBe('/preview?kind=legal&page=privacy')
  })

  it('shows nothing for a document that names no page yet, and escapes what it passes', () => {
    expect(paneOf(pageBySlug(), {}, 'fr')).toBeNull()
    expect(paneOf(legalPage, { page: 'nope' }, 'fr')).toBeNull()
    expect(paneOf(pageBySlug(), { slug: 'a&kind=home' }, 'fr')).toBe(
      '/preview?slug=a%26kind%3Dhome',
    )
  })

  it('offers a phone’s and a desktop’s width', () => {
    const widths = previewsOf(homePage).livePreview.breakpoints.map(({ width }) => width)
    expect(widths).toEqual([390, 1280])
  })
})
