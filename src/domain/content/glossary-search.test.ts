import { describe, expect, it } from 'vitest'

import { letterOf, searchGlossary, type GlossaryEntry } from './glossary-search'

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

const terms = (groups: ReturnType<typeof searchGlossary>) =>
  groups.map(({ letter, entries: list }) => `${letter}:${list.map((e) => e.term).join('|')}`)

describe('searchGlossary', () => {
  it('groups by letter in alphabetical order, accents filed under their letter, others last', () => {
    expect(terms(searchGlossary(entries, {}, 'fr'))).toEqual([
      'A:API|apprentissage automatique',
      'B:Back-end',
      'E:écosystème',
      'S:Sécurité applicative',
      '#:3D Secure',
    ])
  })

  it('finds a term by its term or definition, ignoring case and accents', () => {
    expect(terms(searchGlossary(entries, { query: 'SECURITE' }, 'fr'))).toEqual([
      'S:Sécurité applicative',
    ])
    expect(terms(searchGlossary(entries, { query: '  serveur ' }, 'fr'))).toEqual(['B:Back-end'])
    expect(searchGlossary(entries, { query: 'blockchain' }, 'fr')).toEqual([])
  })

  it('keeps one category only, combined with the search', () => {
    expect(terms(searchGlossary(entries, { category: 'security' }, 'fr'))).toEqual([
      'S:Sécurité applicative',
      '#:3D Secure',
    ])
    expect(
      terms(searchGlossary(entries, { category: 'security', query: 'paiement' }, 'fr')),
    ).toEqual(['#:3D Secure'])
  })

  it('files a term by its first letter', () => {
    expect(letterOf('  zéro')).toBe('Z')
    expect(letterOf('Ça')).toBe('C')
    expect(letterOf('')).toBe('#')
  })
})
