import { describe, expect, it } from 'vitest'

import { apiErrorOf } from './api-client'

describe('apiErrorOf', () => {
  it('reads the app’s endpoints: the message and each field’s message', () => {
    const error = apiErrorOf(
      400,
      {
        message: 'Prénom requis',
        errors: [
          { field: 'firstName', message: 'Prénom requis' },
          { field: 'phone', message: 'Numéro invalide' },
        ],
      },
      'Erreur',
    )
    expect([error.status, error.message]).toEqual([400, 'Prénom requis'])
    expect(error.fieldErrors).toEqual([
      { field: 'firstName', message: 'Prénom requis' },
      { field: 'phone', message: 'Numéro invalide' },
    ])
  })

  it('reads Payload’s own shape, which has no fields', () => {
    const error = apiErrorOf(401, { errors: [{ message: 'Non autorisé' }] }, 'Erreur')
    expect([error.status, error.message, error.fieldErrors]).toEqual([401, 'Non autorisé', []])
  })

  it('reads the fields of a document Payload refuses, by their path', () => {
    const error = apiErrorOf(
      400,
      {
        errors: [
          {
            message: 'Le champ suivant n’est pas valide : Échéance',
            data: { errors: [{ path: 'dueDate', message: 'Trop tôt' }, { path: 'lines' }] },
          },
        ],
      },
      'Erreur',
    )
    expect(error.fieldErrors).toEqual([{ field: 'dueDate', message: 'Trop tôt' }])
  })

  it('falls back when the body says nothing usable', () => {
    for (const body of [null, {}, { message: '' }, { message: 42, errors: 'x' }]) {
      const error = apiErrorOf(502, body, 'Erreur')
      expect([error.message, error.fieldErrors]).toEqual(['Erreur', []])
    }
  })

  it('keeps only well-formed field messages', () => {
    const error = apiErrorOf(
      400,
      {
        errors: [{ field: 'email' }, { field: 1, message: 'x' }, { field: 'email', message: 'ok' }],
      },
      'Erreur',
    )
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'ok' }])
  })
})
