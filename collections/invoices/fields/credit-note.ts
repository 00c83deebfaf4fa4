import type { Field } from 'payload'

import { nobodyField } from '@/access/rules'
import { CANCEL_REASON_MAX } from '@/domain/billing/credit-note'

import { panelDate } from '../../_shared/panel'

const serverOnly = { create: nobodyField, update: nobodyField }

/**
 * The credit note that cancelled a sent invoice: its number, day and the admin's reason, set only
 * by the 'Annuler la facture' action (see cancelInvoice), through the server fields.
 */
export const creditNoteFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'creditNoteNumber',
        label: { fr: 'Note de crédit', en: 'Credit note' },
        type: 'text',
        unique: true,
        maxLength: 40,
        access: serverOnly,
        admin: { readOnly: true },
      },
      {
        name: 'cancelledAt',
        label: { fr: 'Annulée le', en: 'Cancelled on' },
        type: 'date',
        access: serverOnly,
        admin: { readOnly: true, date: panelDate('dayOnly') },
      },
    ],
  },
  {
    name: 'cancelReason',
    label: { fr: 'Motif de l’annulation', en: 'Reason for cancelling' },
    type: 'textarea',
    maxLength: CANCEL_REASON_MAX,
    access: serverOnly,
    admin: { readOnly: true },
  },
]
