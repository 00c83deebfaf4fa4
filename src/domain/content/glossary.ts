/** Glossary categories (the page's category buttons); terms are stored once per language. */
export const GLOSSARY_CATEGORIES = [
  'development',
  'design',
  'infrastructure',
  'marketing',
  'ai',
  'security',
  'business',
] as const

export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number]
