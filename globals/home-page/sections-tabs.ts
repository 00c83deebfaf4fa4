import type { Tab } from 'payload'

import { CAPABILITY_ICONS, type CapabilityIcon } from '@/domain/site/home-rules'

import { figuresField } from './figures-field'
import { localText, sectionHeading } from './text-fields'

export const aboutTab: Tab = {
  name: 'about',
  label: { fr: 'À propos', en: 'About' },
  fields: [
    ...sectionHeading(),
    localText('text', { fr: 'Texte', en: 'Text' }, 600, 'textarea'),
    figuresField('counters', { fr: 'Compteurs', en: 'Counters' }),
  ],
}

export const capabilitiesTab: Tab = {
  name: 'capabilities',
  label: { fr: 'Compétences', en: 'Capabilities' },
  fields: [
    ...sectionHeading(),
    {
      name: 'items',
      label: { fr: 'Cartes', en: 'Cards' },
      labels: { singular: { fr: 'Carte', en: 'Card' }, plural: { fr: 'Cartes', en: 'Cards' } },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        {
          name: 'icon',
          label: { fr: 'Icône', en: 'Icon' },
          type: 'select',
          required: true,
          options: (Object.keys(CAPABILITY_ICONS) as CapabilityIcon[]).map((value) => ({
            value,
            label: CAPABILITY_ICONS[value],
          })),
        },
        localText('title', { fr: 'Titre', en: 'Title' }, 40),
        localText('text', { fr: 'Texte', en: 'Text' }, 140, 'textarea'),
      ],
    },
  ],
}

/** The case studies' heading; which ones show is each case study's « Mise en avant » box. */
export const portfolioTab: Tab = {
  name: 'portfolio',
  label: { fr: 'Réalisations', en: 'Case studies' },
  description: {
    fr: 'Les réalisations affichées sont celles cochées « Mise en avant sur l’accueil ».',
    en: 'The case studies shown are those ticked “Featured on the home page”.',
  },
  fields: [
    ...sectionHeading(),
    localText('dataTitle', { fr: 'Titre des chiffres', en: 'Figures heading' }, 80),
    figuresField('dataCounters', { fr: 'Chiffres', en: 'Figures' }),
  ],
}

export const bannerTab: Tab = {
  name: 'banner',
  label: { fr: 'Bandeau final', en: 'Final banner' },
  fields: [
    localText('heading', { fr: 'Titre', en: 'Heading' }, 80),
    localText('text', { fr: 'Texte', en: 'Text' }, 200, 'textarea'),
    localText('cta', { fr: 'Bouton', en: 'Button' }, 30),
  ],
}
