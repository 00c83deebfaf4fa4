import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FONT_DATA, FONT_DATA_ID, FONT_FAMILY, FONT_SCRIPT } from './font-script'
import { GEIST_LATIN_WOFF2_BASE64 } from './geist-latin-data'

const woff2 = fs.readFileSync(path.join(import.meta.dirname, 'geist-latin.woff2'))

describe('font script', () => {
  it('carries the exact bytes of the font file', () => {
    expect(Buffer.from(GEIST_LATIN_WOFF2_BASE64, 'base64').equals(woff2)).toBe(true)
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2')
  })

  it('registers the family the stylesheet asks for first', () => {
    const css = fs.readFileSync(
      path.join(import.meta.dirname, '../../../app/(frontend)/globals.css'),
      'utf8',
    )
    expect(css).toMatch(new RegExp(`--font-sans: '${FONT_FAMILY}',`))
    expect(FONT_SCRIPT).toContain(`new FontFace('${FONT_FAMILY}',b,`)
  })

  it('reads the bytes from the data block instead of carrying them', () => {
    expect(FONT_DATA).toBe(GEIST_LATIN_WOFF2_BASE64)
    expect(FONT_SCRIPT).toContain(`document.getElementById('${FONT_DATA_ID}').textContent`)
    expect(FONT_SCRIPT.length).toBeLessThan(400)
  })
})
