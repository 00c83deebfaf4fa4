import type { Block } from 'payload'

import { CURRENT_PRICES_BLOCK } from '@/domain/content/legal-pages'

/**
 * Nothing to fill in: the site lists each offer's name, price and delivery time, and the care
 * plan's price, as the home page publishes them (CMS › Page d'accueil › Tarifs).
 */
export const CurrentPricesBlock: Block = {
  slug: CURRENT_PRICES_BLOCK,
  interfaceName: 'CurrentPricesBlock',
  labels: {
    singular: { fr: 'Tarifs en vigueur', en: 'Current prices' },
    plural: { fr: 'Tarifs en vigueur', en: 'Current prices' },
  },
  fields: [],
}
