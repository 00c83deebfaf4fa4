import type { Tab } from 'payload'

import {
  HERO_PHRASE_MAX_LENGTH,
  HERO_PHRASES_MAX,
  HERO_PHRASES_MIN,
} from '@/domain/site/home-rules'

import { localText } from './text-fields'

/** The hero: the headline with its typed phrases, the pitch and the two buttons. */
export const heroTab: Tab = {
  name: 'hero',
  label: { fr: 'En-tête', en: 'Hero' },
  fields: [
    localText('eyebrow', { fr: 'Surtitre', en: 'Eyebrow' }, 80),
    localText('title', { fr: 'Début du titre', en: 'Start of the headline' }, 60),
    {
      name: 'phrases',
      label: { fr: 'Expressions tapées', en: 'Typed phrases' },
      labels: {
        singular: { fr: 'Expression', en: 'Phrase' },
        plural: { fr: 'Expressions', en: 'Phrases' },
      },
      type: 'array',
      // Each language has its own phrases, as many as it needs.
      localized: true,
      required: true,
      minRows: HERO_PHRASES_MIN,
      maxRows: HERO_PHRASES_MAX,
      admin: {
        description: {
          fr: `Tapées puis effacées l’une après l’autre après le début du titre (${HERO_PHRASE_MAX_LENGTH} caractères au plus).`,
          en: `Typed then erased one after the other after the start of the headline (${HERO_PHRASE_MAX_LENGTH} characters at most).`,
        },
      },
      fields: [
        {
          name: 'text',
          label: { fr: 'Texte', en: 'Text' },
          type: 'text',
          required: true,
          maxLength: HERO_PHRASE_MAX_LENGTH,
        },
      ],
    },
    localText('subtitle', { fr: 'Accroche', en: 'Pitch' }, 300, 'textarea'),
    {
      type: 'row',
      fields: [
        localText('primary', { fr: 'Bouton principal', en: 'Main button' }, 30),
        localText('secondary', { fr: 'Bouton secondaire', en: 'Second button' }, 30),
      ],
    },
  ],
}
