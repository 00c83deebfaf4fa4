import type { Field } from 'payload'

import {
  DESCRIPTION_ERROR,
  DESCRIPTION_LENGTH_ERROR,
  DESCRIPTION_MAX,
  DISCOUNT_ERROR,
  isQuantity,
  MAX_LINES,
  QUANTITY_ERROR,
  TOTALS_ERRORS,
} from '@/domain/billing/invoice-lines'
import { isChfAmount } from '@/domain/billing/money'
import { VAT_RATE_ERROR, VAT_RATE_LABELS } from '@/domain/billing/vat'
import { isValueOf } from '@/domain/labelled'

import { optionsOf } from '../../_shared/options'
import { validateChf } from '../../_shared/validators'

// Each validator carries its own "required" check: a custom validate replaces Payload's.
const description = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return DESCRIPTION_ERROR
  return value.length <= DESCRIPTION_MAX ? true : DESCRIPTION_LENGTH_ERROR
}

/** The lines the client is billed for, and the discount on their sum. */
export const lineFields: Field[] = [
  {
    name: 'lines',
    label: 'Lignes',
    labels: { singular: 'Ligne', plural: 'Lignes' },
    type: 'array',
    validate: (value: unknown) => {
      const count = Array.isArray(value) ? value.length : Number(value ?? 0)
      if (!count) return TOTALS_ERRORS['no-lines']
      return count <= MAX_LINES ? true : TOTALS_ERRORS['too-many-lines']
    },
    fields: [
      {
        name: 'description',
        label: 'Description',
        type: 'text',
        maxLength: DESCRIPTION_MAX,
        validate: description,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'quantity',
            label: 'Quantité',
            type: 'number',
            defaultValue: 1,
            validate: (value: unknown) => (isQuantity(value) ? true : QUANTITY_ERROR),
          },
          {
            name: 'unitPrice',
            label: 'Prix unitaire (CHF)',
            type: 'number',
            validate: (value: unknown) =>
              value === null || value === undefined ? 'Prix unitaire requis' : validateChf(value),
          },
          {
            name: 'vatRate',
            label: 'TVA',
            type: 'select',
            defaultValue: '8.1',
            options: optionsOf(VAT_RATE_LABELS),
            validate: (value: unknown) =>
              isValueOf(VAT_RATE_LABELS, value) ? true : VAT_RATE_ERROR,
          },
        ],
      },
    ],
  },
  {
    name: 'discount',
    label: 'Rabais (CHF)',
    type: 'number',
    min: 0,
    validate: (value: unknown) =>
      value === null || value === undefined || isChfAmount(value) ? true : DISCOUNT_ERROR,
    admin: {
      description:
        'Facultatif : un montant déduit du sous-total, réparti sur les taux de TVA au prorata de leurs lignes.',
    },
  },
]

const computed = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  admin: { readOnly: true },
})

/** Computed by the server from the lines on every save; what a request sends for them is ignored. */
export const totalFields: Field[] = [
  {
    type: 'row',
    fields: [
      computed('subtotal', 'Sous-total (CHF)'),
      computed('vatAmount', 'TVA (CHF)'),
      computed('rounding', 'Arrondi (CHF)'),
    ],
  },
  {
    name: 'roundToFiveCentimes',
    label: 'Total arrondi à 5 centimes',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      readOnly: true,
      description: 'Repris des paramètres à la création de la facture, puis gardé.',
    },
  },
]
