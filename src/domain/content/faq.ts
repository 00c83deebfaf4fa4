/** FAQ accordions, in the order the page shows them. */
export const FAQ_CATEGORIES = ['pricing', 'technical', 'support', 'process'] as const

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]
