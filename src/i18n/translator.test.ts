import { describe, expect, it } from 'vitest'

import { getT } from './translator'

describe('getT', () => {
  it('answers in each language, however the calls interleave', () => {
    const fr = getT('fr', 'glossary')
    const en = getT('en', 'glossary')
    expect(en('count', { count: 2 })).toBe('2 terms')
    expect(fr('count', { count: 2 })).toBe('2 termes')
    expect(getT('en', 'glossary')('count', { count: 1 })).toBe('1 term')
    expect(fr('count', { count: 1 })).toBe('1 terme')
  })

  it('reads the namespace it was asked for, and shows a missing key as the key', () => {
    expect(getT('en', 'glossary')('retry')).toBe('Try again')
    // @ts-expect-error: a key of `glossary`, not of `site`
    expect(getT('en', 'site')('retry')).toBe('retry')
  })
})
