import type { CollectionConfig } from 'payload'

import { editors, visiblePostsOrEditors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/content'

import { NAV_GROUPS, panelDate } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'
import { pageBySlug, previewsOf } from '../_shared/preview'
import { seoGroup } from '../_shared/seo'
import { titleAndSlug } from '../_shared/title-and-slug'

/** Blog posts, localized fr/en, with drafts: visitors only ever read published versions. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { fr: 'Article', en: 'Post' },
    plural: { fr: 'Articles', en: 'Posts' },
  },
  admin: {
    group: NAV_GROUPS.blog,
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    listSearchableFields: ['title', 'slug', 'author'],
    ...previewsOf(pageBySlug()),
  },
  access: { create: editors, read: visiblePostsOrEditors, update: editors, delete: editors },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateOnChange(CONTENT_TAGS.posts),
  defaultSort: '-publishedAt',
  fields: [
    ...titleAndSlug({
      fr: 'La fin de l’adresse de l’article : minuscules, chiffres et tirets.',
      en: 'The end of the post’s address: lowercase letters, digits and hyphens.',
    }),
    {
      name: 'excerpt',
      label: { fr: 'Extrait', en: 'Excerpt' },
      type: 'textarea',
      localized: true,
      maxLength: 500,
    },
    {
      name: 'cover',
      label: { fr: 'Image de couverture', en: 'Cover picture' },
      type: 'upload',
      relationTo: 'images',
    },
    { name: 'content', label: { fr: 'Contenu', en: 'Content' }, type: 'richText', localized: true },
    {
      name: 'author',
      label: { fr: 'Auteur', en: 'Author' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'publishedAt',
      label: { fr: 'Publié le', en: 'Published on' },
      type: 'date',
      index: true,
      admin: {
        date: panelDate('dayAndTime'),
        description: {
          fr: 'Date de publication. Une date future programme l’article : il paraît sur le site à cette date (dans la minute).',
          en: 'Publication date. A future date schedules the post: it appears on the site at that date (within the minute).',
        },
      },
      hooks: {
        // Publishing without a date publishes now.
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    seoGroup,
  ],
}
