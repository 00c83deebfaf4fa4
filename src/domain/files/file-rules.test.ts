import { describe, expect, it } from 'vitest'

import { megabytes, previewKind, screenProjectFile } from './file-rules'

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
