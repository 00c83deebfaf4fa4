import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { admins, editors, publishedOrEditors } from '@/access/rules'
import { LEGAL_KEYS } from '@/domain/content/legal-pages'
import { CONTENT_TAGS } from '@/server/content'

import { optionsOf } from '../_shared/options'
import { NAV_GROUPS } from '../_shared/panel'
import { legalPage, previewsOf } from '../_shared/preview'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

import { CurrentPricesBlock } from './current-prices-block'

/**
 * The legal pages (confidentialité, conditions, RGPD, cookies) as rich text, localized fr/en,
 * with drafts. Each one's address is fixed: editors change their texts, admins alone delete one.
 */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: {
    singular: { fr: 'Page légale', en: 'Legal page' },
    plural: { fr: 'Pages légales', en: 'Legal pages' },
  },
  admin: {
    group: NAV_GROUPS.site,
    useAsTitle: 'title',
    defaultColumns: ['title', 'page', 'updatedAt', '_status'],
    listSearchableFields: ['title'],
    ...previewsOf(legalPage),
  },
  access: { create: editors, read: publishedOrEditors, update: editors, delete: admins },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateOnChange(CONTENT_TAGS.legalPages),
  fields: [
    {
      name: 'page',
      label: { fr: 'Page du site', en: 'Site page' },
      type: 'select',
      required: true,
      unique: true,
      options: optionsOf('legalPage', LEGAL_KEYS),
    },
    {
      name: 'title',
      label: { fr: 'Titre', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
    },
    {
      name: 'description',
      label: { fr: 'Description (moteurs de recherche)', en: 'Description (search engines)' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
    },
    {
      name: 'updated',
      label: { fr: 'Mention de mise à jour', en: 'Last update note' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
    },
    {
      name: 'body',
      label: { fr: 'Texte', en: 'Text' },
      type: 'richText',
      required: true,
      localized: true,
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures,
          BlocksFeature({ blocks: [CurrentPricesBlock] }),
        ],
      }),
    },
  ],
}
