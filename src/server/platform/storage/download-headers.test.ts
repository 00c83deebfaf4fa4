import { describe, expect, it } from 'vitest'

import { setDownloadHeaders, storedFileOf } from './download-headers'

const picture = {
  filename: 'vitrine.jpg',
  prefix: 'abc',
  mimeType: 'image/jpeg',
  sizes: {
    card: { filename: 'vitrine-800x533.webp', mimeType: 'image/webp' },
    wide: { filename: null, mimeType: null },
  },
}

describe('the file a URL names', () => {
  it('is the upload itself or one of its sizes, with its own type and the row’s folder', () => {
    expect(storedFileOf(picture, 'vitrine.jpg')).toMatchObject({ mimeType: 'image/jpeg' })
    expect(storedFileOf(picture, 'vitrine-800x533.webp')).toEqual({
      prefix: 'abc',
      filename: 'vitrine-800x533.webp',
      mimeType: 'image/webp',
    })
  })

  it('is none for a name the row does not have, or a row without a file', () => {
    expect(storedFileOf(picture, 'autre.jpg')).toBeNull()
    expect(storedFileOf({ filename: null }, 'vitrine.jpg')).toBeNull()
  })
})

describe('the headers of a stored file', () => {
  const file = { filename: 'plan.png', mimeType: 'image/png' }
  it('download a private file, never cached by a shared cache', () => {
    const headers = setDownloadHeaders(new Headers(), '/api/x/file/plan.png', file)
    expect(headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''plan.png")
    expect(headers.get('cache-control')).toBe('private, no-store')
  })

  it('show a public picture inline, cached for a day', () => {
    const headers = setDownloadHeaders(new Headers(), '/api/images/file/plan.png', file, true)
    expect(headers.get('content-disposition')).toBe("inline; filename*=UTF-8''plan.png")
    expect(headers.get('cache-control')).toBe('public, max-age=86400')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})
