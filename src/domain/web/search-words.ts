/** A search box matches on its first five words; more would only slow the query down. */
const MAX_WORDS = 5

/** The words of a search box, as typed. */
export const searchWords = (search: string) =>
  search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)

/**
 * The words for Payload's `like` operator, which PostgreSQL's ILIKE runs: `%`, `_` and `\` are
 * escaped so that they match themselves. Unescaped, a search for `\` found every note ending in
 * `%` ("Progression 20 → 50%"), and `_` matched any character.
 */
export const likeSearchWords = (search: string) =>
  searchWords(search).map((word) => word.replace(/[\\%_]/g, (character) => `\\${character}`))
