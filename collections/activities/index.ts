import type { CollectionConfig } from 'payload'

import { admins, nobody } from '@/access/rules'

import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'

/**
 * The audit log. Append-only: admins write and read entries, nobody updates or deletes them
 * (a database trigger refuses it too, see the migration). The actor is a name and an id, not a
 * foreign key, so deleting an account never rewrites history.
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: {
    singular: { fr: 'Entrée du journal', en: 'Log entry' },
    plural: { fr: 'Journal d’activité', en: 'Activity log' },
  },
  admin: {
    group: NAV_GROUPS.system,
    hidden: hiddenFromEditors,
    useAsTitle: 'action',
    defaultColumns: ['action', 'actor', 'entityType', 'entityLabel', 'note', 'createdAt'],
    listSearchableFields: ['action', 'actor', 'entityLabel', 'entityClient', 'note'],
  },
  access: { create: admins, read: admins, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    {
      name: 'actor',
      label: { fr: 'Auteur', en: 'Actor' },
      type: 'text',
      required: true,
      defaultValue: 'Admin',
      maxLength: 100,
    },
    {
      name: 'actorId',
      label: { fr: 'Identifiant de l’auteur', en: 'Actor ID' },
      type: 'text',
      maxLength: 40,
    },
    {
      name: 'entityType',
      label: { fr: 'Type d’élément', en: 'Entity type' },
      type: 'text',
      required: true,
      maxLength: 60,
      index: true,
    },
    {
      name: 'entityId',
      label: { fr: 'Identifiant de l’élément', en: 'Entity ID' },
      type: 'text',
      maxLength: 40,
    },
    {
      name: 'entityLabel',
      label: { fr: 'Élément', en: 'Item' },
      type: 'text',
      maxLength: 200,
      admin: {
        description: {
          fr: 'Son nom au moment de l’entrée (numéro de facture, nom du projet, du client …).',
          en: 'Its name when the entry was written (invoice number, project or client name …).',
        },
      },
    },
    {
      name: 'entityClient',
      label: { fr: 'Client de l’élément', en: 'Item’s client' },
      type: 'text',
      maxLength: 200,
    },
    {
      name: 'action',
      label: { fr: 'Action', en: 'Action' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    { name: 'note', label: { fr: 'Détail', en: 'Note' }, type: 'textarea', maxLength: 2000 },
  ],
}
