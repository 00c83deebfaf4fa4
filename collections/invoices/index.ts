import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'

import { optionsOf } from '../_shared/options'
import { validateChf } from '../_shared/validators'

/** Invoices in CHF. Amounts are PostgreSQL numeric with whole centimes, summed in SQL only. */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'invoiceNumber',
    defaultColumns: ['invoiceNumber', 'project', 'invoiceDate', 'dueDate', 'amount', 'status'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  fields: [
    { name: 'invoiceNumber', type: 'text', required: true, unique: true, maxLength: 40 },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'invoiceDate', type: 'date', required: true, index: true },
        { name: 'dueDate', type: 'date', required: true },
      ],
    },
    {
      name: 'amount',
      label: 'Montant (CHF)',
      type: 'number',
      required: true,
      min: 0,
      validate: validateChf,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Pending',
      options: optionsOf(INVOICE_STATUS_LABELS),
      index: true,
    },
    { name: 'pdfUrl', type: 'text', maxLength: 500 },
  ],
}
