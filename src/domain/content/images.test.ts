import { describe, expect, it } from 'vitest'

import { pictureOf, socialPictureOf, type ImageDoc } from './images'

const image: ImageDoc = {
  url: '/api/images/file/vitrine.jpg',
  width: 3000,
  height: 2000,
  alt: 'La vitrine',
  focalX: 30,
  focalY: 70,
  sizes: {
    card: { url: '/api/images/file/vitrine-800x533.webp', width: 800, height: 533 },
    wide: { url: null, width: null, height: null },
    social: { url: '/api/images/file/vitrine-1200x630.jpg', width: 1200, height: 630 },
  },
}

describe('a CMS picture on a page', () => {
  it('takes the size made for its use, with its alt text and focal point', () => {
    expect(pictureOf(image, 'card')).toEqual({
      src: '/api/images/file/vitrine-800x533.webp',
      width: 800,
      height: 533,
      alt: 'La vitrine',
      position: '30% 70%',
    })
  })

  it('falls back to the original when the size was not made (a picture too small for it)', () => {
    expect(pictureOf(image, 'wide')).toMatchObject({ src: '/api/images/file/vitrine.jpg' })
    expect(pictureOf({ ...image, sizes: null, focalX: null }, 'card')).toMatchObject({
      width: 3000,
      position: '50% 70%',
    })
  })

  it('is addressed on the app itself, as next/image resizes local files only', () => {
    const absolute = {
      ...image,
      sizes: null,
      url: 'https://studio.ch/api/images/file/a.jpg?prefix=x',
    }
    expect(pictureOf(absolute, 'card')?.src).toBe('/api/images/file/a.jpg?prefix=x')
  })

  it('is none for an unpopulated relation or a picture without a file', () => {
    expect(pictureOf(12, 'card')).toBeNull()
    expect(pictureOf(null, 'card')).toBeNull()
    expect(pictureOf({ alt: 'x', sizes: {} }, 'wide')).toBeNull()
  })

  it('is shared at its 1200 × 630 size only', () => {
    expect(socialPictureOf(image)).toEqual({
      url: '/api/images/file/vitrine-1200x630.jpg',
      width: 1200,
      height: 630,
      alt: 'La vitrine',
    })
    expect(socialPictureOf({ ...image, sizes: { card: image.sizes!.card } })).toBeNull()
    expect(socialPictureOf(4)).toBeNull()
  })
})
