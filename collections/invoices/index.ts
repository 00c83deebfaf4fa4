import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'

import { auditChanges } from '../_shared/audit-changes'
import { optionsOf } from '../_shared/options'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateChf } from '../_shared/validators'
import { markPaidEndpoint } from './endpoints/mark-paid'
import { invoicePdfEndpoint } from './endpoints/pdf'
import { numberInvoice } from './hooks/number-invoice'

/** Invoices in CHF. Amounts are PostgreSQL numeric with whole centimes, summed in SQL only. */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'invoiceNumber',
    defaultColumns: ['invoiceNumber', 'project', 'invoiceDate', 'dueDate', 'amount', 'status'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  endpoints: [invoicePdfEndpoint, markPaidEndpoint],
  hooks: {
    beforeOperation: [serializeUpdates('invoices')],
    beforeChange: [numberInvoice],
    ...auditChanges({
      entityType: 'invoice',
      created: 'Facture créée',
      updated: 'Facture modifiée',
      deleted: 'Facture supprimée',
      label: (doc) => String(doc.invoiceNumber),
    }),
  },
  fields: [
    {
      name: 'invoiceNumber',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      // Left empty, the next number of the invoice date's year is given when it is stored.
      validate: (value: string | null | undefined) =>
        !value || value.length <= 40 ? true : 'Maximum 40 caractères',
      admin: {
        description: 'Laissez vide : le numéro suivant de l’année (AAAA-NNNN) est attribué.',
      },
    },
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
    {
      name: 'pdfUrl',
      type: 'text',
      maxLength: 500,
      admin: {
        description:
          'Facultatif : un PDF produit ailleurs. Le portail propose toujours la facture générée avec sa section de paiement QR.',
      },
    },
  ],
}
