import { describe, expect, it } from 'vitest'

import { previewTarget } from './preview-target'

describe('the preview’s target', () => {
  it('is each legal page’s own route', () => {
    expect(previewTarget('legal', { page: 'privacy' })).toBe('/confidentialite')
    expect(previewTarget('legal', { page: 'terms' })).toBe('/conditions')
    expect(previewTarget('legal', { page: 'gdpr' })).toBe('/rgpd')
    expect(previewTarget('legal', { page: 'cookies' })).toBe('/cookies')
  })

  it('is the home for a legal key that names no page, never a path from the address', () => {
    for (const page of ['', 'blog', '//evil.example', '../admin', 'Terms', 'home']) {
      expect(previewTarget('legal', { page }), page).toBe('/')
    }
  })

  it('keeps posts, case studies and the home where they were', () => {
    expect(previewTarget(null, { slug: 'mon-article' })).toBe('/blog/mon-article')
    expect(previewTarget(null, { slug: '../x' })).toBe('/blog')
    expect(previewTarget('case-study', { slug: 'atelier' })).toBe('/realisations/atelier')
    expect(previewTarget('case-study')).toBe('/')
    expect(previewTarget('home', { page: 'terms' })).toBe('/')
  })
})
