import type { CollectionConfig } from 'payload'

import { adminsOrOwnerOfSent } from '@/access/invoices'
import { admins, nobodyField } from '@/access/rules'
import { INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'

import { auditChanges } from '../_shared/audit-changes'
import { optionsOf } from '../_shared/options'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateChf } from '../_shared/validators'
import { markPaidEndpoint } from './endpoints/mark-paid'
import { invoicePdfEndpoint } from './endpoints/pdf'
import { sendInvoiceEndpoint } from './endpoints/send'
import { lineFields, totalFields } from './fields/lines'
import { guardSentInvoice, keepSentInvoice } from './hooks/guard-sent-invoice'
import { numberInvoice } from './hooks/number-invoice'
import { priceInvoice } from './hooks/price-invoice'
import { recordPayment } from './hooks/record-payment'
import { storePaymentReference } from './hooks/store-payment-reference'

const audit = auditChanges({
  entityType: 'invoice',
  created: 'Facture créée',
  updated: 'Facture modifiée',
  deleted: 'Facture supprimée',
  label: (doc) => String(doc.invoiceNumber ?? 'brouillon'),
})

/**
 * Invoices in CHF, made of lines. Amounts are PostgreSQL numeric with whole centimes, summed in
 * SQL only; the total (`amount`) is computed by the server from the lines.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: {
    useAsTitle: 'invoiceNumber',
    defaultColumns: ['invoiceNumber', 'project', 'invoiceDate', 'dueDate', 'amount', 'status'],
  },
  access: { create: admins, read: adminsOrOwnerOfSent, update: admins, delete: admins },
  endpoints: [invoicePdfEndpoint, markPaidEndpoint, sendInvoiceEndpoint],
  hooks: {
    beforeOperation: [serializeUpdates('invoices')],
    beforeChange: [guardSentInvoice, numberInvoice, priceInvoice, recordPayment],
    afterChange: [storePaymentReference, ...audit.afterChange],
    beforeDelete: [keepSentInvoice],
    afterDelete: audit.afterDelete,
  },
  fields: [
    {
      name: 'invoiceNumber',
      type: 'text',
      unique: true,
      maxLength: 40,
      // Left empty, the next number of the invoice date's year is given when the invoice is sent.
      validate: (value: string | null | undefined) =>
        !value || value.length <= 40 ? true : 'Maximum 40 caractères',
      admin: {
        description:
          'Laissez vide : le numéro suivant de l’année (AAAA-NNNN) est attribué à l’envoi.',
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
    ...lineFields,
    ...totalFields,
    {
      name: 'amount',
      label: 'Total (CHF)',
      type: 'number',
      // Set by priceInvoice on every save, so no caller sends it. The column stays NOT NULL in
      // the database (see the invoice_lines migration): a stored invoice always has its total.
      min: 0,
      validate: validateChf,
      admin: { readOnly: true, description: 'Calculé à partir des lignes à l’enregistrement.' },
    },
    {
      name: 'paymentReference',
      label: 'Référence de paiement',
      type: 'text',
      maxLength: 27,
      // Only the server sets it (see storePaymentReference), never a request.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        description: 'Attribuée à la création (QR-IBAN : référence QR, sinon référence RF).',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      // A new invoice is a draft until the 'Envoyer' action numbers and mails it.
      defaultValue: 'Draft',
      options: optionsOf(INVOICE_STATUS_LABELS),
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountPaid',
          label: 'Payé (CHF)',
          type: 'number',
          // The sum of the bank credits applied to it, set by the server (see recordPayment).
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true },
        },
        {
          name: 'paidAt',
          label: 'Payée le',
          type: 'date',
          index: true,
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true },
        },
      ],
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
