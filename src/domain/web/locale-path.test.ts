import { describe, expect, it } from 'vitest'

import { isFrenchOnly, localizePath, safeNextPath, splitLocale } from './locale-path'

describe('locale paths', () => {
  it('keeps French paths as the spec names them and puts English under /en', () => {
    expect(localizePath('/faq', 'fr')).toBe('/faq')
    expect(localizePath('/faq', 'en')).toBe('/en/faq')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/', 'fr')).toBe('/')
  })

  it('reads the language from the first segment only', () => {
    expect(splitLocale('/en/faq')).toEqual({ lang: 'en', path: '/faq' })
    expect(splitLocale('/en')).toEqual({ lang: 'en', path: '/' })
    expect(splitLocale('/fr/login')).toEqual({ lang: 'fr', path: '/login' })
    expect(splitLocale('/faq/en')).toEqual({ lang: null, path: '/faq/en' })
    expect(splitLocale('/english')).toEqual({ lang: null, path: '/english' })
    expect(splitLocale('')).toEqual({ lang: null, path: '/' })
  })

  it('knows the back office is French only', () => {
    expect(isFrenchOnly('/admin')).toBe(true)
    expect(isFrenchOnly('/admin/pipeline')).toBe(true)
    expect(isFrenchOnly('/administration')).toBe(false)
    expect(isFrenchOnly('/espace-client')).toBe(false)
  })
})

describe('safeNextPath', () => {
  it('accepts paths of this site with their query', () => {
    expect(safeNextPath('/espace-client/factures')).toBe('/espace-client/factures')
    expect(safeNextPath('/en/espace-client?tab=1')).toBe('/en/espace-client?tab=1')
  })

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'espace-client',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'https://evil.example.com',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(value)).toBeNull()
    }
  })
})
