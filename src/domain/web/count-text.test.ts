import { describe, expect, it } from 'vitest'

import { countText } from './count-text'

const fr = { one: '{{count}} terme', other: '{{count}} termes' }
const en = { one: '{{count}} term', other: '{{count}} terms' }

describe('countText', () => {
  it('uses the singular for 0 and 1 in French, the plural from 2', () => {
    expect(countText(fr, 0, 'fr')).toBe('0 terme')
    expect(countText(fr, 1, 'fr')).toBe('1 terme')
    expect(countText(fr, 2, 'fr')).toBe('2 termes')
  })

  it('uses the singular for 1 only in English', () => {
    expect(countText(en, 0, 'en')).toBe('0 terms')
    expect(countText(en, 1, 'en')).toBe('1 term')
    expect(countText(en, 42, 'en')).toBe('42 terms')
  })
})
