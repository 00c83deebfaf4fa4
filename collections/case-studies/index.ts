import type { CollectionConfig } from 'payload'

import { editors, publishedOrEditors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/content'

import { orderField } from '../_shared/order-field'
import { NAV_GROUPS } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'
import { pageBySlug, previewsOf } from '../_shared/preview'
import { seoGroup } from '../_shared/seo'
import { titleAndSlug } from '../_shared/title-and-slug'
import { validateHttpUrl } from '../_shared/validators'

/**
 * The studio's case studies, localized fr/en, with drafts: the home shows the featured published
 * ones (by `order`), each has its page at /realisations/<slug>. Visitors read published ones only.
 */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: {
    singular: { fr: 'Réalisation', en: 'Case study' },
    plural: { fr: 'Réalisations', en: 'Case studies' },
  },
  admin: {
    group: NAV_GROUPS.site,
    useAsTitle: 'title',
    defaultColumns: ['title', 'sector', 'featured', 'order', '_status'],
    listSearchableFields: ['title', 'slug', 'client', 'sector'],
    ...previewsOf(pageBySlug('case-study')),
  },
  access: { create: editors, read: publishedOrEditors, update: editors, delete: editors },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateOnChange(CONTENT_TAGS.caseStudies),
  defaultSort: 'order',
  fields: [
    ...titleAndSlug({
      fr: 'La fin de l’adresse de la page (/realisations/…) : minuscules, chiffres et tirets.',
      en: 'The end of the page’s address (/realisations/…): lowercase letters, digits and hyphens.',
    }),
    {
      name: 'client',
      label: { fr: 'Client', en: 'Client' },
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: {
        description: {
          fr: 'Facultatif : laissé vide pour un client qui préfère rester discret.',
          en: 'Optional: left empty for a client who prefers to stay discreet.',
        },
      },
    },
    {
      name: 'sector',
      label: { fr: 'Secteur', en: 'Sector' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
    },
    {
      name: 'summary',
      label: { fr: 'Résumé', en: 'Summary' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 500,
    },
    { name: 'body', label: { fr: 'Récit', en: 'Story' }, type: 'richText', localized: true },
    {
      name: 'figures',
      label: { fr: 'Chiffres clés', en: 'Key figures' },
      labels: {
        singular: { fr: 'Chiffre', en: 'Figure' },
        plural: { fr: 'Chiffres', en: 'Figures' },
      },
      type: 'array',
      maxRows: 4,
      fields: [
        {
          name: 'value',
          label: { fr: 'Valeur', en: 'Value' },
          type: 'text',
          required: true,
          localized: true,
          maxLength: 20,
        },
        {
          name: 'label',
          label: { fr: 'Libellé', en: 'Label' },
          type: 'text',
          required: true,
          localized: true,
          maxLength: 60,
        },
      ],
    },
    {
      name: 'weeks',
      label: { fr: 'Durée (semaines)', en: 'Duration (weeks)' },
      type: 'number',
      min: 1,
      max: 104,
      admin: {
        step: 1,
        description: {
          fr: 'Facultatif : affiché « Livré en N semaines ».',
          en: 'Optional: shown as “Delivered in N weeks”.',
        },
      },
    },
    {
      name: 'image',
      label: { fr: 'Image', en: 'Picture' },
      type: 'upload',
      relationTo: 'images',
    },
    {
      name: 'link',
      label: { fr: 'Lien vers le projet', en: 'Project link' },
      type: 'text',
      maxLength: 500,
      validate: validateHttpUrl,
    },
    {
      name: 'featured',
      label: { fr: 'Mise en avant sur l’accueil', en: 'Featured on the home page' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
    },
    orderField({
      fr: 'Les plus petits nombres s’affichent en premier.',
      en: 'Smaller numbers are shown first.',
    }),
    seoGroup,
  ],
}
