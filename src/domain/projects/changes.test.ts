import { describe, expect, it } from 'vitest'

import { describeProjectChanges } from './changes'

describe('describeProjectChanges', () => {
  it('names the new status in French', () => {
    expect(describeProjectChanges({ status: 'pending' }, { status: 'in_build' })).toEqual([
      { action: 'Statut changé', note: 'Nouveau statut : En développement' },
    ])
  })

  it('gives one entry per edited detail, old value to new', () => {
    const entries = describeProjectChanges(
      { status: 'live', progressPercentage: 40, adminOwner: null, nextStep: 'Maquettes' },
      {
        status: 'live',
        progressPercentage: 65,
        adminOwner: 'Marc',
        nextStep: 'Maquettes',
        estimatedDelivery: '2026-12-15T00:00:00.000Z',
      },
    )
    expect(entries).toEqual([
      { action: 'Projet modifié', note: 'Avancement : 40 % → 65 %' },
      { action: 'Projet modifié', note: 'Livraison estimée : — → 15 déc. 2026' },
      { action: 'Projet modifié', note: 'Responsable : — → Marc' },
    ])
  })

  it('sees no change where there is none: same day written differently, empty versus null', () => {
    expect(
      describeProjectChanges(
        { status: 'review', startDate: '2026-10-05T00:00:00.000Z', nextStep: '' },
        { status: 'review', startDate: '2026-10-05T00:00:00Z', nextStep: null },
      ),
    ).toEqual([])
  })
})
