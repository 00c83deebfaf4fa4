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
import { UNIT_PRICE_REQUIRED_ERROR } from '@/domain/billing/invoice-draft'
import { isChfAmount } from '@/domain/billing/money'
import { DEFAULT_VAT_RATE, VAT_RATE_ERROR, VAT_RATES } from '@/domain/billing/vat'
import { isOneOf } from '@/domain/labelled'

import { optionsOf } from '../../_shared/options'
import { chfRefusal, translated } from '../../_shared/validators'

// Each validator carries its own "required" check: a custom validate replaces Payload's.
const description = translated((value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return DESCRIPTION_ERROR
  return value.length <= DESCRIPTION_MAX ? true : DESCRIPTION_LENGTH_ERROR
})

/** The lines the client is billed for, and the discount on their sum. */
export const lineFields: Field[] = [
  {
    name: 'lines',
    label: { fr: 'Lignes', en: 'Lines' },
    labels: { singular: { fr: 'Ligne', en: 'Line' }, plural: { fr: 'Lignes', en: 'Lines' } },
    type: 'array',
    validate: translated((value: unknown) => {
      const count = Array.isArray(value) ? value.length : Number(value ?? 0)
      if (!count) return TOTALS_ERRORS['no-lines']
      return count <= MAX_LINES ? true : TOTALS_ERRORS['too-many-lines']
    }),
    fields: [
      {
        name: 'description',
        label: { fr: 'Description', en: 'Description' },
        type: 'text',
        maxLength: DESCRIPTION_MAX,
        validate: description,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'quantity',
            label: { fr: 'Quantité', en: 'Quantity' },
            type: 'number',
            defaultValue: 1,
            validate: translated((value: unknown) => (isQuantity(value) ? true : QUANTITY_ERROR)),
          },
          {
            name: 'unitPrice',
            label: { fr: 'Prix unitaire (CHF)', en: 'Unit price (CHF)' },
            type: 'number',
            validate: translated((value: unknown) =>
              value === null || value === undefined ? UNIT_PRICE_REQUIRED_ERROR : chfRefusal(value),
            ),
          },
          {
            name: 'vatRate',
            label: { fr: 'TVA', en: 'VAT' },
            type: 'select',
            defaultValue: DEFAULT_VAT_RATE,
            options: optionsOf('vatRate', VAT_RATES),
            validate: translated((value: unknown) =>
              isOneOf(VAT_RATES, value) ? true : VAT_RATE_ERROR,
            ),
          },
        ],
      },
    ],
  },
  {
    name: 'discount',
    label: { fr: 'Rabais (CHF)', en: 'Discount (CHF)' },
    type: 'number',
    min: 0,
    validate: translated((value: unknown) =>
      value === null || value === undefined || isChfAmount(value) ? true : DISCOUNT_ERROR,
    ),
    admin: {
      description: {
        fr: 'Facultatif : un montant déduit du sous-total, réparti sur les taux de TVA au prorata de leurs lignes.',
        en: 'Optional: an amount taken off the subtotal, spread over the VAT rates in proportion to their lines.',
      },
    },
  },
]

const computed = (name: string, label: { fr: string; en: string }): Field => ({
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
      computed('subtotal', { fr: 'Sous-total (CHF)', en: 'Subtotal (CHF)' }),
      computed('vatAmount', { fr: 'TVA (CHF)', en: 'VAT (CHF)' }),
      computed('rounding', { fr: 'Arrondi (CHF)', en: 'Rounding (CHF)' }),
    ],
  },
  {
    name: 'roundToFiveCentimes',
    label: { fr: 'Total arrondi à 5 centimes', en: 'Total rounded to 5 centimes' },
    type: 'checkbox',
    defaultValue: false,
    admin: {
      readOnly: true,
      description: {
        fr: 'Repris des paramètres à la création de la facture, puis gardé.',
        en: 'Taken from the settings when the invoice is created, then kept.',
      },
    },
  },
]
