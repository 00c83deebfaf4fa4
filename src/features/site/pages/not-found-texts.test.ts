import { describe, expect, it } from 'vitest'

import { notFoundTexts } from './not-found-texts'

describe('notFoundTexts', () => {
  it("holds the 404's words in both languages", () => {
    const texts = notFoundTexts()
    expect(texts.fr).toEqual({
      title: 'Oops! Page not found',
      text: "La page que vous cherchez n'existe pas ou a été déplacée.",
      back: 'Return to Home',
    })
    expect(texts.en.text).toBe('The page you are looking for does not exist or has moved.')
  })

  it('is one object, so that the RSC payload sends it once for all the boundaries of a page', () => {
    expect(notFoundTexts()).toBe(notFoundTexts())
  })
})
