'use client'

import type { StaticImageData } from 'next/image'

import type { IconName } from './icon-names'
import sprite from './icons.svg'

// The sprite is a fingerprinted static file: fetched once, cached for good, and each icon on a
// page costs one short <use> in the HTML. A client component, so that the RSC payload carries
// only its name and class, not its markup a second time.
const SPRITE_URL = (sprite as StaticImageData).src

/**
 * A decorative icon of the interface; its size and colour come from `className`, or from its
 * parent's look (no class at all then: an undefined prop still travels in the RSC payload).
 */
export const Icon = ({ name, className }: { name: IconName; className?: string }) => (
  <svg aria-hidden {...(className && { className })}>
    <use href={`${SPRITE_URL}#${name}`} />
  </svg>
)
