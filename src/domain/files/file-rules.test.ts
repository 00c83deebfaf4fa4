import { describe, expect, it } from 'vitest'

import { formatFileSize, megabytes, previewKind, screenProjectFile } from './file-rules'

const file = (over: Partial<Parameters<typeof screenProjectFile>[0]> = {}) => ({
  name: 'maquette.pdf',
  size: 1000,
  detectedMime: 'application/pdf',
  intact: true,
  ...over,
})

describe('screenProjectFile', () => {
  it('accepts an intact PDF under the limit', () => {
    expect(screenProjectFile(file(), megabytes(1))).toBeNull()
  })
  it('refuses an empty file, one over the limit, an executable named .pdf, a damaged PDF', () => {
    expect(screenProjectFile(file({ size: 0 }), megabytes(1))).toBe('empty')
    expect(screenProjectFile(file({ size: megabytes(1) + 1 }), megabytes(1))).toBe('size')
    expect(screenProjectFile(file({ detectedMime: 'application/x-msdownload' }), 100_000)).toBe(
      'type',
    )
    expect(screenProjectFile(file({ detectedMime: null }), 100_000)).toBe('type')
    expect(screenProjectFile(file({ intact: false }), 100_000)).toBe('damaged')
  })
})

describe('previewKind', () => {
  it('previews images and PDFs only', () => {
    expect(previewKind('image/png')).toBe('image')
    expect(previewKind('application/pdf')).toBe('pdf')
    expect(previewKind('application/msword')).toBeNull()
  })
})

describe('formatFileSize', () => {
  // Intl separates the number from its unit with a no-break space (narrow in French).
  const spaced = (text: string) => text.replace(/\s/gu, ' ')

  it('says kilo- and megabytes in the page’s language, never the other’s units', () => {
    expect(spaced(formatFileSize(820 * 1024, 'fr'))).toBe('820 ko')
    expect(spaced(formatFileSize(820 * 1024, 'en'))).toBe('820 kB')
    expect(spaced(formatFileSize(megabytes(2.4), 'fr'))).toBe('2,4 Mo')
    expect(spaced(formatFileSize(megabytes(2.4), 'en'))).toBe('2.4 MB')
    expect(spaced(formatFileSize(megabytes(10), 'fr'))).toBe('10 Mo')
  })

  it('an empty or tiny file is 1 kB, not 0', () => {
    expect(spaced(formatFileSize(0, 'en'))).toBe('1 kB')
    expect(spaced(formatFileSize(12, 'fr'))).toBe('1 ko')
  })
})
