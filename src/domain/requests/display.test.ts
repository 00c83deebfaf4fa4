import { describe, expect, it } from 'vitest'

import { previewDescription, whatsappReplyLink } from './display'

describe('previewDescription', () => {
  it('keeps up to 50 characters whole and cuts longer ones with an ellipsis', () => {
    expect(previewDescription('a'.repeat(50))).toBe('a'.repeat(50))
    expect(previewDescription('é'.repeat(51))).toBe(`${'é'.repeat(50)}…`)
    expect(previewDescription(`${'mot '.repeat(12)}fin`)).toBe(`${'mot '.repeat(12)}fi…`)
  })
})

describe('whatsappReplyLink', () => {
  it('adds the reply as the prefilled text', () => {
    expect(whatsappReplyLink('https://wa.me/41790000000', 'Bonjour, c’est fait !')).toBe(
      'https://wa.me/41790000000?text=Bonjour%2C+c%E2%80%99est+fait+%21',
    )
  })
  it('is null without a link or with an unusable one', () => {
    expect(whatsappReplyLink(null, 'x')).toBeNull()
    expect(whatsappReplyLink('pas une url', 'x')).toBeNull()
  })
})
