import { describe, expect, it } from 'vitest'

import { parseFeatureLines } from './pricing-features'

describe('parseFeatureLines', () => {
  it('marks the spec’s sub-headings, keeps items in order and skips empty lines', () => {
    const text =
      'Ce que vous obtenez:\nSite 5 pages\n\n  \nInclus:\nSSL\nBonus: un mois offert\r\nFormation'
    expect(parseFeatureLines(text)).toEqual([
      { kind: 'heading', text: 'Ce que vous obtenez:' },
      { kind: 'item', text: 'Site 5 pages' },
      { kind: 'heading', text: 'Inclus:' },
      { kind: 'item', text: 'SSL' },
      { kind: 'heading', text: 'Bonus: un mois offert' },
      { kind: 'item', text: 'Formation' },
    ])
  })

  it('knows the English markers, and a colon alone does not make a heading', () => {
    expect(
      parseFeatureLines('What you get:\nIncluded:\nSupport: 6 months').map((l) => l.kind),
    ).toEqual(['heading', 'heading', 'item'])
  })

  it('gives nothing for an empty text', () => {
    expect(parseFeatureLines('')).toEqual([])
    expect(parseFeatureLines('\n\n')).toEqual([])
  })
})
