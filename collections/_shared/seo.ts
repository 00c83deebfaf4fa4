import type { Field } from 'payload'

/**
 * A document's search and sharing texts, all optional: left empty, the page keeps its automatic
 * values (its title, its summary, its own picture). Read by generateMetadata through seoOf.
 */
export const seoGroup: Field = {
  name: 'seo',
  label: { fr: 'Référencement et partage', en: 'SEO and sharing' },
  type: 'group',
  admin: {
    description: {
      fr: 'Facultatif : laissés vides, le titre, le résumé et l’image du document sont utilisés.',
      en: 'Optional: left empty, the document’s title, summary and picture are used.',
    },
  },
  fields: [
    {
      name: 'title',
      label: { fr: 'Titre pour les moteurs de recherche', en: 'Search engine title' },
      type: 'text',
      localized: true,
      maxLength: 70,
    },
    {
      name: 'description',
      label: { fr: 'Description pour les moteurs de recherche', en: 'Search engine description' },
      type: 'textarea',
      localized: true,
      maxLength: 160,
    },
    {
      name: 'image',
      label: { fr: 'Image de partage', en: 'Sharing picture' },
      type: 'upload',
      relationTo: 'images',
    },
  ],
}
