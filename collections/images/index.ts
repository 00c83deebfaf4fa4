import crypto from 'node:crypto'

import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  GetAdminThumbnail,
  ImageSize,
} from 'payload'

import { anyone, editors } from '@/access/rules'
import { IMAGE_MIME_TYPES } from '@/domain/content/images'
import { CONTENT_TAGS } from '@/server/content'
import type { StoredRecord } from '@/server/platform/storage/download-headers'

import { NAV_GROUPS } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

export const ALT_REQUIRED = 'Le texte alternatif est obligatoire : décrivez l’image en une phrase.'

// Sizes are files, not columns an editor sorts or filters the list by.
const HIDDEN_SIZE = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

/**
 * One width in the two modern formats. A picture narrower than the width gets no such size (never
 * enlarged; the pages then use a smaller size or the original).
 */
const widthIn = (name: string, width: number): ImageSize[] => [
  { name, width, admin: HIDDEN_SIZE, formatOptions: { format: 'webp', options: { quality: 78 } } },
  {
    name: `${name}Avif`,
    width,
    admin: HIDDEN_SIZE,
    formatOptions: { format: 'avif', options: { quality: 55, effort: 3 } },
  },
]

/**
 * A folder of its own per picture (its files, its sizes): a name is never refused because an old
 * file of that name is still on disk (a database restored without its media), and a bucket never
 * overwrites one. Set before the storage adapter's own hook, which writes under `prefix`.
 */
const ownFolder: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create') data.prefix = crypto.randomUUID()
  return data
}

/**
 * The panel's thumbnail: the card size (the original for a picture too small to have one), named
 * with the picture's folder. Payload's default names the size's file alone, and files are found by
 * folder and name (two pictures may share a name): the default thumbnail answered 404.
 */
const cardThumbnail: GetAdminThumbnail = ({ doc }) => {
  const { filename, prefix, sizes } = doc as StoredRecord
  const file = sizes?.card?.filename ?? filename
  if (!file) return null
  const folder = prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''
  return `/api/images/file/${encodeURIComponent(file)}${folder}`
}

/**
 * Public pictures of the site (case studies, blog covers, shared-link images): anyone reads them,
 * editors and admins add and change them. Alt text is required in each language, for screen
 * readers and search engines. Stored like every upload (src/server/platform/storage), under images/.
 */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: {
    singular: { fr: 'Image', en: 'Picture' },
    plural: { fr: 'Images', en: 'Pictures' },
  },
  admin: {
    group: NAV_GROUPS.site,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    listSearchableFields: ['filename', 'alt'],
  },
  access: { create: editors, read: anyone, update: editors, delete: editors },
  hooks: { beforeChange: [ownFolder], ...revalidateOnChange(CONTENT_TAGS.images) },
  upload: {
    // Raster pictures only: an SVG can carry scripts, a PDF is no picture.
    mimeTypes: [...IMAGE_MIME_TYPES],
    focalPoint: true,
    crop: true,
    adminThumbnail: cardThumbnail,
    imageSizes: [
      ...widthIn('card', 800),
      ...widthIn('wide', 1600),
      // Shared links: the 1.91:1 size social networks show, in a format they all read.
      {
        name: 'social',
        width: 1200,
        height: 630,
        admin: HIDDEN_SIZE,
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: { fr: 'Texte alternatif', en: 'Alt text' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
      validate: (value: string | null | undefined) => (value?.trim() ? true : ALT_REQUIRED),
      admin: {
        description: {
          fr: 'Ce que montre l’image, pour qui ne la voit pas (lecteurs d’écran, moteurs de recherche).',
          en: 'What the picture shows, for those who cannot see it (screen readers, search engines).',
        },
      },
    },
  ],
}
