import { describe, expect, it } from 'vitest'

import { splitLinks } from './text-links'

describe('splitLinks', () => {
  it('keeps plain text as text, HTML included', () => {
    expect(splitLinks('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ])
  })

  it('makes http(s) addresses links, without the sentence’s final dot', () => {
    expect(splitLinks('Voir https://exemple.ch/a?b=1. Merci')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://exemple.ch/a?b=1', href: 'https://exemple.ch/a?b=1' },
      { kind: 'text', text: '. Merci' },
    ])
  })

  it('never links another scheme', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ])
  })
})
