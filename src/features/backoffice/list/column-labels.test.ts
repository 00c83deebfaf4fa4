import { describe, expect, it } from 'vitest'

import { columnLabels } from './column-labels'

describe('columnLabels', () => {
  it('names every column but the title and the actions, by its position from 1', () => {
    expect(columnLabels(['Projet', 'Statut', 'Début · livraison', ''])).toEqual({
      '--label-2': '"Statut"',
      '--label-3': '"Début · livraison"',
    })
  })
  it('keeps a quote or a backslash inside the CSS string', () => {
    expect(columnLabels(['Numéro', 'Le "bon" \\ prix'])).toEqual({
      '--label-2': '"Le \\"bon\\" \\\\ prix"',
    })
  })
  it('gives nothing for a table of one column', () => {
    expect(columnLabels(['Email'])).toEqual({})
  })
})
