import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_TYPE_LABELS } from '@/domain/billing/subscription'

import { auditChanges } from '../_shared/audit-changes'
import { optionsOf } from '../_shared/options'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateChf } from '../_shared/validators'

/** Recurring plans of a project; only Active ones count toward MRR. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    useAsTitle: 'plan',
    defaultColumns: ['plan', 'project', 'subscriptionType', 'status', 'mrrChf', 'startedAt'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  hooks: {
    beforeOperation: [serializeUpdates('subscriptions')],
    ...auditChanges({
      entityType: 'subscription',
      created: 'Abonnement créé',
      updated: 'Abonnement modifié',
      deleted: 'Abonnement supprimé',
      label: (doc) => String(doc.plan),
    }),
  },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    { name: 'plan', type: 'text', required: true, maxLength: 100 },
    {
      name: 'subscriptionType',
      type: 'select',
      required: true,
      options: optionsOf(SUBSCRIPTION_TYPE_LABELS),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Active',
      options: optionsOf(SUBSCRIPTION_STATUS_LABELS),
      index: true,
    },
    {
      name: 'mrrChf',
      label: 'MRR (CHF)',
      type: 'number',
      required: true,
      min: 0,
      validate: validateChf,
    },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', required: true },
        { name: 'renewsAt', type: 'date' },
      ],
    },
  ],
}
