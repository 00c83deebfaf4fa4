import { describe, expect, it } from 'vitest'

import { BRIEF_FILE_MAX_BYTES, screenBriefFiles } from './files'

const file = (name: string, detectedMime: string | null, size = 1000) => ({
  name,
  detectedMime,
  size,
})

describe('screenBriefFiles', () => {
  it('keeps images, PDF and Word files by the type their bytes show', () => {
    const { accepted, rejected } = screenBriefFiles([
      file('logo.png', 'image/png'),
      file('photo.jpg', 'image/jpeg'),
      file('brief.pdf', 'application/pdf'),
      file(
        'cahier.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      file('ancien.doc', 'application/x-cfb'),
    ])
    expect(accepted.map(({ name, mimeType }) => `${name}:${mimeType}`)).toEqual([
      'logo.png:image/png',
      'photo.jpg:image/jpeg',
      'brief.pdf:application/pdf',
      'cahier.docx:application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'ancien.doc:application/msword',
    ])
    expect(rejected).toEqual([])
  })

  it('refuses a file whose bytes are not an allowed type, whatever its name says', () => {
    const { accepted, rejected } = screenBriefFiles([
      file('facture.pdf', null),
      file('dessin.svg', 'application/xml'),
      file('tableur.xls', 'application/x-cfb'),
      file('script.exe.pdf', 'application/x-msdownload'),
    ])
    expect(accepted).toEqual([])
    expect(rejected.map(({ reason }) => reason)).toEqual(['type', 'type', 'type', 'type'])
  })

  it('refuses a file over 10 MB and every file after the tenth', () => {
    const files = [
      file('gros.pdf', 'application/pdf', BRIEF_FILE_MAX_BYTES + 1),
      file('juste.pdf', 'application/pdf', BRIEF_FILE_MAX_BYTES),
      ...Array.from({ length: 10 }, (_, index) => file(`page-${index}.png`, 'image/png')),
    ]
    const { accepted, rejected } = screenBriefFiles(files)
    expect(accepted).toHaveLength(10)
    expect(accepted[0]?.name).toBe('juste.pdf')
    expect(rejected).toEqual([
      { name: 'gros.pdf', reason: 'size' },
      { name: 'page-9.png', reason: 'count' },
    ])
  })
})
