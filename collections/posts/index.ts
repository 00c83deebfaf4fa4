import type { CollectionConfig } from 'payload'

import { editors, visiblePostsOrEditors } from '@/access/rules'
import { isSlug } from '@/domain/content/slug'
import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { env } from '@/server/config/env'
import { CONTENT_TAGS } from '@/server/site/revalidate'

import { revalidateOnChange } from '../_shared/revalidate-hooks'

/** Blog posts, localized fr/en, with drafts: visitors only ever read published versions. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    // The panel's Preview button: the draft on the site, in the language being edited.
    preview: (doc, { locale }) =>
      typeof doc.slug === 'string'
        ? `${env.serverUrl}${localizePath('/preview', isLocale(locale) ? locale : 'fr')}?slug=${doc.slug}`
        : null,
  },
  access: { create: editors, read: visiblePostsOrEditors, update: editors, delete: editors },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateOnChange(CONTENT_TAGS.posts),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 120,
      validate: (value: string | null | undefined) =>
        isSlug(value ?? '') ? true : 'Slug invalide : minuscules, chiffres et tirets',
    },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 500 },
    { name: 'content', type: 'richText', localized: true },
    { name: 'author', type: 'text', required: true, maxLength: 100 },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Date de publication. Une date future programme l’article : il paraît sur le site à cette date (dans la minute).',
      },
      hooks: {
        // Publishing without a date publishes now.
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
  ],
}
