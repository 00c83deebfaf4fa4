import type { CollectionConfig } from 'payload'

import { admins, nobody } from '@/access/rules'

/**
 * The audit log. Append-only: admins write and read entries, nobody updates or deletes them
 * (a database trigger refuses it too, see the migration). The actor is a name and an id, not a
 * foreign key, so deleting an account never rewrites history.
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'actor', 'entityType', 'note', 'createdAt'],
  },
  access: { create: admins, read: admins, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'actor', type: 'text', required: true, defaultValue: 'Admin', maxLength: 100 },
    { name: 'actorId', type: 'text', maxLength: 40 },
    { name: 'entityType', type: 'text', required: true, maxLength: 60, index: true },
    { name: 'entityId', type: 'text', maxLength: 40 },
    { name: 'action', type: 'text', required: true, maxLength: 100 },
    { name: 'note', type: 'textarea', maxLength: 2000 },
  ],
}
