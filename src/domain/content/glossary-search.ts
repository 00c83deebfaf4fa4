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

export type GlossaryGroup = { letter: string; entries: GlossaryEntry[] }

/**
 * The glossary page's list: terms grouped by letter, letters and terms in the language's
 * alphabetical order. Done once on the server: the browser only filters it, so a visitor's phone
 * never builds a collator nor sorts while the page hydrates.
 */
export const groupGlossary = (entries: GlossaryEntry[], locale: string): GlossaryGroup[] => {
  // One collator for the whole sort: `localeCompare` with a locale builds one per comparison.
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base' })
  const groups = new Map<string, GlossaryEntry[]>()
  for (const entry of [...entries].sort((a, b) => compare(a.term, b.term))) {
    const letter = letterOf(entry.term)
    groups.set(letter, [...(groups.get(letter) ?? []), entry])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({ letter, entries: grouped }))
}

/**
 * The terms of the chosen category whose term or definition holds the query (case and accents
 * ignored), in the groups' order; letters left empty are dropped.
 */
export const filterGlossary = (
  groups: GlossaryGroup[],
  { query = '', category = null }: { query?: string; category?: GlossaryCategory | null },
): GlossaryGroup[] => {
  const needle = fold(query.trim())
  if (!needle && !category) return groups
  return groups
    .map(({ letter, entries }) => ({
      letter,
      entries: entries.filter(
        (entry) =>
          (!category || entry.category === category) &&
          (!needle || fold(`${entry.term} ${entry.definition}`).includes(needle)),
      ),
    }))
    .filter(({ entries }) => entries.length > 0)
}
