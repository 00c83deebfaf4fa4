import type { Field } from 'payload'

import { nobodyField } from '@/access/rules'

/**
 * The subscription period an invoice bills, set only by the recurring invoices' job. The
 * collection's unique index on the pair lets the database itself refuse a second invoice of one
 * period, whatever runs at once.
 */
export const subscriptionPeriodFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'subscription',
        label: { fr: 'Abonnement', en: 'Subscription' },
        type: 'relationship',
        relationTo: 'subscriptions',
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true },
      },
      {
        name: 'subscriptionPeriod',
        label: { fr: 'Période (début)', en: 'Period (start)' },
        type: 'text',
        // A calendar day, 'YYYY-MM-DD', so the unique index compares days, not instants.
        maxLength: 10,
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true },
      },
    ],
  },
]
