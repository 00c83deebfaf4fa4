import type { PayloadRequest } from 'payload'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { activityRow, journalT, type JournalAction } from './activity'

const asAdmin = { user: { id: 7, firstName: 'Léa', lastName: 'Roux' } } as unknown as PayloadRequest
const asSystem = { user: null } as unknown as PayloadRequest

describe('a journal entry', () => {
  it('stores its action as the back office’s words, not as its key', () => {
    // Checked by tsc: code names an action by its key, never by the words stored.
    expectTypeOf<'invoiceSent'>().toExtend<JournalAction>()
    expectTypeOf<'Facture envoyée'>().not.toExtend<JournalAction>()
    expect(
      activityRow(asAdmin, { entityType: 'invoice', entityId: 3, action: 'invoiceSent' }),
    ).toEqual({
      actor: 'Léa Roux',
      actorId: '7',
      entityType: 'invoice',
      entityId: '3',
      action: 'Facture envoyée',
      note: null,
      entityLabel: null,
      entityClient: null,
    })
    expect(
      activityRow(asSystem, {
        entityType: 'invoice',
        entityId: 4,
        action: 'subscriptionInvoiceCreated',
        note: 'Plan Continu — mars 2027',
      }),
    ).toMatchObject({ actor: 'Admin', actorId: null, action: 'Facture d’abonnement créée' })
  })

  it('keeps the data in a note as typed: nothing escaped, nested or replaced', () => {
    const company = 'A&B <b>"Café"</b> $& $t(journalEntries.actions.firstAdmin) {{email}}'
    expect(
      journalT()('journalEntries.notes.approvedNewAccount', { company, email: 'a@b.ch' }),
    ).toBe(`${company} · a@b.ch (compte créé)`)
  })
})
