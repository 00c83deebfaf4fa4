import type { Field } from 'payload'

/** Counted figures ("30+ projets livrés"): the number counted up, its suffix, its label. */
export const figuresField = (name: string, label: { fr: string; en: string }): Field => ({
  name,
  label,
  labels: { singular: { fr: 'Chiffre', en: 'Figure' }, plural: { fr: 'Chiffres', en: 'Figures' } },
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 4,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'value',
          label: { fr: 'Nombre', en: 'Number' },
          type: 'number',
          required: true,
          min: 0,
          max: 100_000,
          admin: { step: 1 },
        },
        {
          name: 'suffix',
          label: { fr: 'Suffixe', en: 'Suffix' },
          type: 'text',
          maxLength: 4,
          admin: { description: { fr: 'Par exemple +, %, K+', en: 'For example +, %, K+' } },
        },
        {
          name: 'label',
          label: { fr: 'Libellé', en: 'Label' },
          type: 'text',
          required: true,
          localized: true,
          maxLength: 40,
        },
      ],
    },
  ],
})
