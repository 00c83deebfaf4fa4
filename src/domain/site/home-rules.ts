/**
 * Limits of the home page's editable texts, so that what an editor writes keeps the layout: the
 * typed headline reserves the height of its longest phrase, cards hold a title and two lines.
 */
export const HERO_PHRASES_MIN = 1
export const HERO_PHRASES_MAX = 8
export const HERO_PHRASE_MAX_LENGTH = 40

/** Whole francs, as the offers are announced; a price above this is a typing slip. */
export const PLAN_PRICE_MAX = 1_000_000
export const PLAN_PRICE_ERROR = 'Le prix est un nombre entier de francs, entre 0 et 1 000 000'

export const isPlanPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= PLAN_PRICE_MAX

/** The icons a capability card may show (names of the interface's sprite). */
export const CAPABILITY_ICONS = {
  monitor: { fr: 'Écran', en: 'Screen' },
  server: { fr: 'Serveur', en: 'Server' },
  'brain-circuit': { fr: 'Cerveau (IA)', en: 'Brain (AI)' },
  cloud: { fr: 'Nuage', en: 'Cloud' },
  'shield-check': { fr: 'Bouclier', en: 'Shield' },
  zap: { fr: 'Éclair', en: 'Lightning' },
  database: { fr: 'Base de données', en: 'Database' },
  network: { fr: 'Réseau', en: 'Network' },
} as const

export type CapabilityIcon = keyof typeof CAPABILITY_ICONS
