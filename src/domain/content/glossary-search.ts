import type { GlossaryCategory } from './glossary'

export type GlossaryEntry = {
  id: number | string
  term: string
  definition: string
  example?: string | null
  category: GlossaryCategory
}

/** Lower case without accents, so "securite" finds "Sécurité". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The letter a term is filed under: A to Z, anything else under '#'. */
export const letterOf = (term: string): string => {
  const first = fold(term.trim()).charAt(0).toUpperCase()
  return /^[A-Z]$/.test(first) ? first : '#'
}

/**
 * The glossary page's list (spec §2): terms of the chosen category whose term or definition
 * holds the query, grouped by letter, letters and terms in the language's alphabetical order.
 */
export const searchGlossary = (
  entries: GlossaryEntry[],
  { query = '', category = null }: { query?: string; category?: GlossaryCategory | null },
  locale: string,
): { letter: string; entries: GlossaryEntry[] }[] => {
  const needle = fold(query.trim())
  // One collator for the whole sort: `localeCompare` with a locale builds one per comparison,
  // which made the page's first render in the browser several times slower.
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base' })
  const groups = new Map<string, GlossaryEntry[]>()
  const sorted = entries
    .filter((entry) => !category || entry.category === category)
    .filter((entry) => !needle || fold(`${entry.term} ${entry.definition}`).includes(needle))
    .sort((a, b) => compare(a.term, b.term))
  for (const entry of sorted) {
    const letter = letterOf(entry.term)
    groups.set(letter, [...(groups.get(letter) ?? []), entry])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({ letter, entries: grouped }))
}
