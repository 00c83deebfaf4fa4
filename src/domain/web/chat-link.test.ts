import { describe, expect, it } from 'vitest'

import { chatLink } from './chat-link'

describe('chatLink', () => {
  it('adds the prefilled message to the configured URL', () => {
    const link = chatLink(
      'https://wa.me/41790000000',
      "Bonjour, j'aimerais mettre à jour mon site.",
    )
    expect(new URL(link!).searchParams.get('text')).toBe(
      "Bonjour, j'aimerais mettre à jour mon site.",
    )
    expect(link).toMatch(/^https:\/\/wa\.me\/41790000000\?text=/)
  })

  it('replaces a text already in the URL and keeps other parameters', () => {
    const link = chatLink('https://api.whatsapp.com/send?phone=41790000000&text=old', 'new')
    const url = new URL(link!)
    expect(url.searchParams.get('phone')).toBe('41790000000')
    expect(url.searchParams.getAll('text')).toEqual(['new'])
  })

  it('gives no link without a usable URL', () => {
    for (const value of [null, undefined, '', 'wa.me/41790000000', 'javascript:alert(1)']) {
      expect(chatLink(value, 'x')).toBeNull()
    }
  })
})
