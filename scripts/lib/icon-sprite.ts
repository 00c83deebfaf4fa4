import { icons, type IconNode } from 'lucide'

import { DRAWN_ICONS } from '../../src/components/ui/drawn-icons'
import { LUCIDE_ICON_NAMES } from '../../src/components/ui/icon-names'

/** Where the sprite is written: beside the component that points into it. */
export const ICON_SPRITE_FILE = 'src/components/ui/icons.svg'

// Lucide's own drawing attributes, set once on each symbol for its shapes to inherit.
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

const shapes = (node: IconNode) =>
  node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).map(
        ([key, value]) => `${key}="${escapeAttribute(value!)}"`,
      )
      return `<${tag} ${pairs.join(' ')}/>`
    })
    .join('')

/**
 * The sprite's text: one `<symbol id="name">` per Lucide icon, in the list's order, then the
 * icons drawn by hand.
 */
export const iconSprite = (
  names: readonly string[] = LUCIDE_ICON_NAMES,
  drawn: readonly string[] = Object.values(DRAWN_ICONS),
) => {
  const symbols = names.map((name) => {
    const node = icons[pascalCase(name) as keyof typeof icons]
    if (!node) throw new Error(`Lucide has no icon named “${name}”.`)
    return `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${shapes(node)}</symbol>`
  })
  // The root's viewBox is never drawn; Next.js's static import reads a size from it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n${[...symbols, ...drawn].join('\n')}\n</svg>\n`
}
