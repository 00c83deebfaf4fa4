import { describe, expect, it } from 'vitest'

import { filterGlossary, groupGlossary, letterOf, type GlossaryEntry } from './glossary-search'

const entry = (
  term: string,
  category: GlossaryEntry['category'],
  definition = '',
): GlossaryEntry => ({
  id: term,
  term,
  definition,
  category,
})

const entries = [
  entry('Sécurité applicative', 'security', 'Protéger une application'),
  entry('API', 'development', 'Interface de programmation'),
  entry('écosystème', 'business', 'Ensemble de services'),
  entry('3D Secure', 'security', 'Authentification des paiements'),
  entry('Back-end', 'development', 'La partie serveur'),
  entry('apprentissage automatique', 'ai', 'Machine learning'),
]

const terms = (groups: ReturnType<typeof groupGlossary>) =>
  groups.map(({ letter, entries: list }) => `${letter}:${list.map((e) => e.term).join('|')}`)

const grouped = groupGlossary(entries, 'fr')

describe('groupGlossary and filterGlossary', () => {
  it('groups by letter in alphabetical order, accents filed under their letter, others last', () => {
    expect(terms(grouped)).toEqual([
      'A:API|apprentissage automatique',
      'B:Back-end',
      'E:écosystème',
      'S:Sécurité applicative',
      '#:3D Secure',
    ])
  })

  it('finds a term by its term or definition, ignoring case and accents', () => {
    expect(terms(filterGlossary(grouped, { query: 'SECURITE' }))).toEqual([
      'S:Sécurité applicative',
    ])
    expect(terms(filterGlossary(grouped, { query: '  serveur ' }))).toEqual(['B:Back-end'])
    expect(filterGlossary(grouped, { query: 'blockchain' })).toEqual([])
  })

  it('leaves the list as it is without a query or category (a blank query is none)', () => {
    expect(filterGlossary(grouped, {})).toBe(grouped)
    expect(filterGlossary(grouped, { query: '   ', category: null })).toBe(grouped)
  })

  it('keeps one category only, combined with the search', () => {
    expect(terms(filterGlossary(grouped, { category: 'security' }))).toEqual([
      'S:Sécurité applicative',
      '#:3D Secure',
    ])
    expect(terms(filterGlossary(grouped, { category: 'security', query: 'paiement' }))).toEqual([
      '#:3D Secure',
    ])
  })

  it('files a term by its first letter', () => {
    expect(letterOf('  zéro')).toBe('Z')
    expect(letterOf('Ça')).toBe('C')
    expect(letterOf('')).toBe('#')
  })
})
