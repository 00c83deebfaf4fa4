import { randomBytes } from 'node:crypto'

import type { LegalPage } from '@payload-types'
import { CURRENT_PRICES_BLOCK, type LegalKey } from '@/domain/content/legal-pages'
import type { Locale } from '@/domain/locales'
import {
  bulletListNode,
  type RichSection,
  richTextOf,
  sectionNodes,
} from '@/domain/content/rich-text'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'

export type LegalContent = Pick<LegalPage, 'title' | 'description' | 'updated' | 'body'>
/** `prices`: the current prices block after the paragraphs (the prices are the home page's). */
type LegalSection = RichSection & { prices?: boolean }

/** A block as the rich text editor stores it, with an id of the editor's kind (24 hex digits). */
const pricesBlock = () => ({
  type: 'block',
  version: 2,
  format: '' as const,
  fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType: CURRENT_PRICES_BLOCK },
})

/**
 * A section of the translations as the rich text editor stores it: heading, paragraphs, the
 * prices block, list.
 */
const nodesOf = ({ heading, paragraphs = [], prices = false, items = [] }: LegalSection) => [
  ...sectionNodes({ heading, paragraphs }),
  ...(prices ? [pricesBlock()] : []),
  ...(items.length ? [bulletListNode(items)] : []),
]

/**
 * A legal page as it read before it was in the CMS, from the translation files (the studio's
 * address written in): the seed saves it, and a page not in the database yet shows it.
 */
export const legalDefaults = (lang: Locale, key: LegalKey): LegalContent => {
  const t = getT(lang, 'legal')
  const sections = t(`${key}.sections`, {
    returnObjects: true,
    email: env.contactEmail,
  }) as unknown as LegalSection[]
  return {
    title: t(`${key}.title`),
    description: t(`${key}.metaDescription`),
    updated: t('updated'),
    body: richTextOf(sections.flatMap(nodesOf)),
  }
}
