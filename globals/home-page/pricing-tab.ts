import type { Field, Tab } from 'payload'

import { PROJECT_TYPES } from '@/domain/projects/type'
import { isPlanPrice, PLAN_PRICE_ERROR, PLAN_PRICE_MAX } from '@/domain/site/home-rules'

import { optionsOf } from '../../collections/_shared/options'
import { localText, sectionHeading } from './text-fields'

/** Whole francs, the same in both languages. */
const priceField: Field = {
  name: 'price',
  label: { fr: 'Prix (CHF)', en: 'Price (CHF)' },
  type: 'number',
  required: true,
  min: 0,
  max: PLAN_PRICE_MAX,
  admin: { step: 1 },
  validate: (value: unknown) => (isPlanPrice(value) ? true : PLAN_PRICE_ERROR),
}

const DUPLICATE_OFFER = 'Chaque offre n’a qu’une carte'

/** The offers' cards: the brief form shows the same names' prices (one source). */
const plansField: Field = {
  name: 'plans',
  label: { fr: 'Offres', en: 'Plans' },
  labels: { singular: { fr: 'Offre', en: 'Plan' }, plural: { fr: 'Offres', en: 'Plans' } },
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: PROJECT_TYPES.length,
  validate: (rows: unknown) => {
    const types = Array.isArray(rows) ? rows.map((row) => row?.offer) : []
    return new Set(types).size === types.length ? true : DUPLICATE_OFFER
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'offer',
          label: { fr: 'Offre du brief', en: 'Brief offer' },
          type: 'select',
          required: true,
          options: optionsOf('projectType', PROJECT_TYPES),
          admin: {
            description: {
              fr: 'Le formulaire de brief affiche ce prix pour cette offre.',
              en: 'The brief form shows this price for this offer.',
            },
          },
        },
        priceField,
        {
          name: 'popular',
          label: { fr: 'Mise en avant', en: 'Highlighted' },
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    localText('name', { fr: 'Nom', en: 'Name' }, 40),
    localText('delivery', { fr: 'Délai', en: 'Delivery' }, 60),
    {
      name: 'features',
      label: { fr: 'Contenu', en: 'Features' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 1500,
      admin: {
        description: {
          fr: 'Une ligne par élément ; « Ce que vous obtenez: », « Inclus: » et « Bonus: » sont des sous-titres.',
          en: 'One line per item; “What you get:”, “Included:” and “Bonus:” are sub-headings.',
        },
      },
    },
  ],
}

export const pricingTab: Tab = {
  name: 'pricing',
  label: { fr: 'Tarifs', en: 'Pricing' },
  fields: [
    ...sectionHeading(),
    {
      type: 'row',
      fields: [
        localText('popular', { fr: 'Badge de l’offre mise en avant', en: 'Highlighted badge' }, 30),
        localText('cta', { fr: 'Bouton des offres', en: 'Plans button' }, 30),
      ],
    },
    plansField,
    {
      name: 'care',
      label: { fr: 'Maintenance', en: 'Care plan' },
      type: 'group',
      fields: [
        localText('name', { fr: 'Nom', en: 'Name' }, 40),
        {
          type: 'row',
          fields: [priceField, localText('period', { fr: 'Période', en: 'Period' }, 12)],
        },
        localText('text', { fr: 'Texte', en: 'Text' }, 300, 'textarea'),
        localText('cta', { fr: 'Bouton', en: 'Button' }, 30),
      ],
    },
    localText('guarantee', { fr: 'Garantie', en: 'Guarantee' }, 200, 'textarea'),
  ],
}
