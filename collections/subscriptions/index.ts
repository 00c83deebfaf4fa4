import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@/domain/billing/subscription'
import { BILLING_INTERVALS } from '@/domain/billing/subscription-periods'

import { auditChanges } from '../_shared/audit-changes'
import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateChf } from '../_shared/validators'

/** Recurring plans of a project; only Active ones count toward MRR. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: {
    singular: { fr: 'Abonnement', en: 'Subscription' },
    plural: { fr: 'Abonnements', en: 'Subscriptions' },
  },
  admin: {
    group: NAV_GROUPS.finances,
    hidden: hiddenFromEditors,
    useAsTitle: 'plan',
    listSearchableFields: ['plan'],
    defaultColumns: ['plan', 'project', 'subscriptionType', 'status', 'mrrChf', 'startedAt'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  hooks: {
    beforeOperation: [serializeUpdates('subscriptions')],
    ...auditChanges({
      entityType: 'subscription',
      created: 'subscriptionCreated',
      updated: 'subscriptionEdited',
      deleted: 'subscriptionDeleted',
      label: (doc) => String(doc.plan),
    }),
  },
  fields: [
    {
      name: 'project',
      label: { fr: 'Projet', en: 'Project' },
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    {
      name: 'plan',
      label: { fr: 'Formule', en: 'Plan' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      name: 'subscriptionType',
      label: { fr: 'Type d’abonnement', en: 'Subscription type' },
      type: 'select',
      required: true,
      options: optionsOf('subscriptionType', SUBSCRIPTION_TYPES),
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'Active',
      options: optionsOf('subscriptionStatus', SUBSCRIPTION_STATUSES),
      index: true,
    },
    {
      name: 'mrrChf',
      label: { fr: 'Revenu mensuel (CHF)', en: 'MRR (CHF)' },
      type: 'number',
      required: true,
      min: 0,
      validate: validateChf,
    },
    {
      name: 'billingInterval',
      label: { fr: 'Facturation', en: 'Billing' },
      type: 'select',
      required: true,
      defaultValue: 'monthly',
      options: optionsOf('billingInterval', BILLING_INTERVALS),
      admin: {
        description: {
          fr: 'Annuelle : une facture de 12 fois le revenu mensuel par an.',
          en: 'Yearly: one invoice a year of 12 times the monthly revenue.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startedAt',
          label: { fr: 'Début', en: 'Started on' },
          type: 'date',
          required: true,
          admin: { date: panelDate('dayOnly') },
        },
        {
          name: 'renewsAt',
          label: { fr: 'Renouvellement', en: 'Renews on' },
          type: 'date',
          admin: {
            date: panelDate('dayOnly'),
            description: {
              fr: 'Ce jour-là, la facture de la période qui commence est créée et envoyée au client, tant que l’abonnement est actif.',
              en: 'On that day, the invoice of the period that begins is created and sent to the client, while the subscription is active.',
            },
          },
        },
      ],
    },
  ],
}
