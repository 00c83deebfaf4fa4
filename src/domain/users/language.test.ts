import { describe, expect, it } from 'vitest'

import { preferredLanguageOf } from './language'

describe('preferredLanguageOf', () => {
  it('is the account’s language when it is one of the product’s', () => {
    expect(preferredLanguageOf({ language: 'en' })).toBe('en')
    expect(preferredLanguageOf({ language: 'fr' })).toBe('fr')
  })

  it('is French for no account, no language or an unknown one', () => {
    expect(preferredLanguageOf(null)).toBe('fr')
    expect(preferredLanguageOf({})).toBe('fr')
    expect(preferredLanguageOf({ language: 'de' })).toBe('fr')
  })
})
