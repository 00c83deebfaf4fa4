import { describe, expect, it } from 'vitest'

import { CAMT_ERRORS } from '@/domain/billing/camt-errors'
import {
  ALREADY_CANCELLED_ERROR,
  CANCEL_DRAFT_ERROR,
  CANCEL_PAID_ERROR,
  CANCEL_REASON_ERROR,
  cancelReasonOf,
  cancelRefusal,
} from '@/domain/billing/credit-note'
import { INVOICE_ALREADY_SENT_ERROR, INVOICE_STATUSES } from '@/domain/billing/invoice-status'

import { apiText, readApiKey } from './api-text'
import { resources } from './resources'

/** Every refusal message the domain gives the server: the French the admin saw before, and English. */
const DOMAIN_TEXTS: [string, string, string][] = [
  [CAMT_ERRORS.empty, 'Le fichier est vide.', 'The file is empty.'],
  [
    CAMT_ERRORS.unreadable,
    'Ce fichier n’est pas un relevé lisible : XML invalide ou tronqué. Rien n’a été importé.',
    'This file is not a readable statement: invalid or truncated XML. Nothing was imported.',
  ],
  [
    CAMT_ERRORS.notCamt,
    'Ce fichier n’est pas un relevé bancaire camt.054 ou camt.053. Rien n’a été importé.',
    'This file is not a camt.054 or camt.053 bank statement. Nothing was imported.',
  ],
  [
    CAMT_ERRORS.doctype,
    'Ce fichier contient une déclaration DOCTYPE, refusée par sécurité. Rien n’a été importé.',
    'This file contains a DOCTYPE declaration, refused for security. Nothing was imported.',
  ],
  [
    CAMT_ERRORS.currency('EUR'),
    'Ce relevé contient des montants en EUR : seuls les paiements en CHF sont importés. Rien n’a été importé.',
    'This statement contains amounts in EUR: only payments in CHF are imported. Nothing was imported.',
  ],
  [
    CAMT_ERRORS.amount('1 000.005 & <x>?a=b'),
    'Montant illisible dans le relevé : « 1 000.005 & <x>?a=b ». Rien n’a été importé.',
    'Unreadable amount in the statement: “1 000.005 & <x>?a=b”. Nothing was imported.',
  ],
  [
    CANCEL_REASON_ERROR,
    'Le motif ne peut pas dépasser 500 caractères.',
    'The reason cannot be longer than 500 characters.',
  ],
  [
    CANCEL_DRAFT_ERROR,
    'Ce brouillon n’a jamais été envoyé : supprimez-le au lieu de l’annuler.',
    'This draft was never sent: delete it instead of cancelling it.',
  ],
  [
    CANCEL_PAID_ERROR,
    'Cette facture a reçu un paiement : elle ne peut plus être annulée par une note de crédit.',
    'This invoice has received a payment: it can no longer be cancelled by a credit note.',
  ],
  [
    ALREADY_CANCELLED_ERROR,
    'Cette facture est déjà annulée.',
    'This invoice is already cancelled.',
  ],
  [INVOICE_ALREADY_SENT_ERROR, 'Facture déjà envoyée', 'Invoice already sent'],
]

describe('the refusal messages the domain gives', () => {
  it.each(DOMAIN_TEXTS)('%s: the French the back office showed, and English', (message, fr, en) => {
    const { key } = readApiKey(message)
    expect(key).toMatch(/^[a-z][A-Za-z]+\.[a-z][A-Za-z]+$/)
    expect(resources.fr.api).toHaveProperty(key.split('.'))
    expect(resources.en.api).toHaveProperty(key.split('.'))
    expect(apiText('fr', message)).toBe(fr)
    expect(apiText('en', message)).toBe(en)
  })

  it('are all listed above: every camt refusal, cancel refusal and reason refusal', () => {
    const listed = new Set(DOMAIN_TEXTS.map(([message]) => readApiKey(message).key))
    const produced = [
      ...Object.values(CAMT_ERRORS).map((error) =>
        typeof error === 'function' ? error('x') : error,
      ),
      ...INVOICE_STATUSES.flatMap((status) => [
        cancelRefusal({ status }),
        cancelRefusal({ status, amountPaid: 1 }),
      ]),
      cancelReasonOf(42),
      cancelReasonOf('x'.repeat(501)),
    ].filter((message): message is string => typeof message === 'string')
    expect(produced.length).toBeGreaterThan(8)
    for (const message of produced) expect(listed).toContain(readApiKey(message).key)
  })
})
