import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { DRAWN_ICONS } from '../../src/components/ui/drawn-icons'
import { LUCIDE_ICON_NAMES } from '../../src/components/ui/icon-names'
import { ICON_SPRITE_FILE, iconSprite } from './icon-sprite'

describe('the icon sprite', () => {
  it('is the one drawn from the list of names (run npm run generate:icons after changing it)', () => {
    expect(fs.readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(iconSprite())
  })

  it('holds one symbol per name, with Lucide’s shapes, then the drawn ones', () => {
    const sprite = iconSprite()
    const drawn = Object.keys(DRAWN_ICONS)
    expect(sprite.match(/<symbol /g)).toHaveLength(LUCIDE_ICON_NAMES.length + drawn.length)
    for (const name of drawn) expect(sprite).toContain(`<symbol id="${name}" viewBox=`)
    expect(sprite).toContain(
      '<symbol id="menu" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></symbol>',
    )
  })

  it('refuses a name Lucide does not have', () => {
    expect(() => iconSprite(['no-such-icon'])).toThrow('Lucide has no icon named “no-such-icon”.')
  })
})
