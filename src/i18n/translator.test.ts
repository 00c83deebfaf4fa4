import { describe, expect, it } from 'vitest'

import { getT } from './translator'

describe('getT', () => {
  it('answers in each language, however the calls interleave', () => {
    const fr = getT('fr', 'pages')
    const en = getT('en', 'pages')
    expect(en('glossary.count', { count: 2 })).toBe('2 terms')
    expect(fr('glossary.count', { count: 2 })).toBe('2 termes')
    expect(getT('en', 'pages')('glossary.count', { count: 1 })).toBe('1 term')
    expect(fr('glossary.count', { count: 1 })).toBe('1 terme')
  })

  it('reads the namespace it was asked for, and shows a missing key as the key', () => {
    expect(getT('en', 'pages')('glossary.retry')).toBe('Try again')
    // @ts-expect-error: a key of `pages`, not of `site`
    expect(getT('en', 'site')('glossary.retry')).toBe('glossary.retry')
  })
})
