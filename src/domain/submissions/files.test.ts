import { describe, expect, it } from 'vitest'

import {
  BRIEF_FILE_MAX_BYTES,
  isIntactPdf,
  screenBriefFiles,
  briefFileNames,
  STORED_NAME_MAX_BYTES,
  storedFileName,
} from './files'

const file = (name: string, detectedMime: string | null, size = 1000, intact = true) => ({
  name,
  detectedMime,
  size,
  intact,
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

  it('refuses a damaged file on its own', () => {
    const { accepted, rejected } = screenBriefFiles([
      file('coupé.pdf', 'application/pdf', 1000, false),
      file('logo.png', 'image/png'),
    ])
    expect(accepted.map(({ name }) => name)).toEqual(['logo.png'])
    expect(rejected).toEqual([{ name: 'coupé.pdf', reason: 'damaged' }])
  })
})

describe('isIntactPdf', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  const body = '%PDF-1.4\n1 0 obj << >> endobj\n'

  it('accepts a PDF that ends with its trailer', () => {
    expect(isIntactPdf(bytes(`${body}xref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n`))).toBe(true)
  })

  it('refuses a cut PDF, one with bytes after its end, and one without the header', () => {
    expect(isIntactPdf(bytes(body))).toBe(false)
    expect(isIntactPdf(bytes(`${body}xref\n%%EOF\n${'%'.repeat(2048)}`))).toBe(false)
    expect(isIntactPdf(bytes('hello xref %%EOF'))).toBe(false)
  })
})

describe('storedFileName', () => {
  it('drops folders and control characters, and names what is left empty', () => {
    expect(storedFileName('../../etc/passwd.pdf')).toBe('passwd.pdf')
    expect(storedFileName('..\\..\\x.pdf')).toBe('x.pdf')
    expect(storedFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf')
    expect(storedFileName('..')).toBe('fichier')
    expect(storedFileName('logo.png')).toBe('logo.png')
  })

  it('drops what Windows refuses, where an admin may save the file', () => {
    expect(storedFileName('devis: <final>?.pdf')).toBe('devis final.pdf')
    expect(storedFileName('a|b*c"d.png')).toBe('abcd.png')
    expect(storedFileName('notes. . ')).toBe('notes')
    expect(storedFileName('???')).toBe('fichier')
    expect(storedFileName('CON.pdf')).toBe('CON_.pdf')
    expect(storedFileName('lpt1')).toBe('lpt1_')
    expect(storedFileName('console.pdf')).toBe('console.pdf')
  })

  it('drops the direction overrides that disguise an extension', () => {
    expect(storedFileName('facture\u202Efdp.exe')).toBe('facturefdp.exe')
    expect(storedFileName('a\u2066b\u2069.png')).toBe('ab.png')
  })

  it('cuts a name of any length, without a trailing dot or space', () => {
    const name = storedFileName(`${'a'.repeat(500_000)}.pdf`)
    expect(name).toBe(`${'a'.repeat(STORED_NAME_MAX_BYTES - 4)}.pdf`)
    expect(storedFileName(`${'b'.repeat(198)} .  x`)).not.toMatch(/[. ]$/)
  })

  it('cuts a long name to what a disk takes, keeping its extension', () => {
    const name = storedFileName(`${'é'.repeat(300)}.docx`)
    expect(name.endsWith('.docx')).toBe(true)
    expect(new TextEncoder().encode(name).byteLength).toBeLessThanOrEqual(STORED_NAME_MAX_BYTES)
  })
})

describe('briefFileNames', () => {
  it('numbers a repeated name before its extension, as uploads are', () => {
    expect(briefFileNames(['logo.png', 'logo.png', 'brief.pdf', 'logo.png'])).toEqual([
      'logo.png',
      'logo-1.png',
      'brief.pdf',
      'logo-2.png',
    ])
  })

  it('numbers names that become the same once made safe, and a name without extension', () => {
    expect(briefFileNames(['a/x.pdf', 'b\\x.pdf', 'x?.pdf', 'notes', 'notes'])).toEqual([
      'x.pdf',
      'x-1.pdf',
      'x-2.pdf',
      'notes',
      'notes-1',
    ])
  })

  it('never numbers onto a name another file already has', () => {
    expect(briefFileNames(['logo-1.png', 'logo.png', 'logo.png'])).toEqual([
      'logo-1.png',
      'logo.png',
      'logo-2.png',
    ])
  })

  it('gives nothing for no file', () => {
    expect(briefFileNames([])).toEqual([])
  })
})
