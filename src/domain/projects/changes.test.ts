import { describe, expect, it } from 'vitest'

import { describeProjectChanges, type ProjectChangeWords } from './changes'

/** The journal's words in French (the `labels` and `journalEntries` texts, in the app). */
const WORDS: ProjectChangeWords = {
  status: {
    pending: 'En attente',
    approved: 'Approuvé',
    rejected: 'Rejeté',
    in_build: 'En développement',
    review: 'Revue',
    live: 'Live',
    on_care: 'En suivi',
  },
  detail: {
    progressPercentage: 'Avancement',
    startDate: 'Début',
    estimatedDelivery: 'Livraison estimée',
    adminOwner: 'Responsable',
    nextStep: 'Prochaine étape',
  },
  actions: { statusChanged: 'Statut changé', detailChanged: 'Projet modifié' },
  notes: {
    newStatus: (status) => `Nouveau statut : ${status}`,
    detailChanged: (detail, before, after) => `${detail} : ${before} → ${after}`,
  },
}

describe('describeProjectChanges', () => {
  it('names the new status in the words given', () => {
    expect(describeProjectChanges({ status: 'pending' }, { status: 'in_build' }, WORDS)).toEqual([
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
      WORDS,
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
        WORDS,
      ),
    ).toEqual([])
  })
})
