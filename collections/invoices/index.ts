import type { CollectionConfig } from 'payload'

import { adminsOrOwnerOfSent } from '@/access/invoices'
import { admins, nobodyField } from '@/access/rules'
import { INVOICE_NOTES_MAX, isInvoiceNotes, NOTES_ERROR } from '@/domain/billing/invoice-lines'
import { INVOICE_STATUSES } from '@/domain/billing/invoice-status'
import { journalT } from '@/server/activity'

import { auditChanges } from '../_shared/audit-changes'
import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { serializeUpdates } from '../_shared/serialize-updates'
import { translated, validateChf } from '../_shared/validators'
import { cancelInvoiceEndpoint } from './endpoints/cancel'
import { markPaidEndpoint } from './endpoints/mark-paid'
import { creditNotePdfEndpoint, invoicePdfEndpoint } from './endpoints/pdf'
import { pauseRemindersEndpoint, resumeRemindersEndpoint } from './endpoints/reminders'
import { sendInvoiceEndpoint } from './endpoints/send'
import { creditNoteFields } from './fields/credit-note'
import { lineFields, totalFields } from './fields/lines'
import { subscriptionPeriodFields } from './fields/subscription-period'
import { checkDraftInvoice } from './hooks/check-draft-invoice'
import { guardCancellation, guardSentInvoice, keepSentInvoice } from './hooks/guard-sent-invoice'
import { numberInvoice } from './hooks/number-invoice'
import { priceInvoice } from './hooks/price-invoice'
import { setServerFields } from './hooks/set-server-fields'
import { storePaymentReference } from './hooks/store-payment-reference'

const audit = auditChanges({
  entityType: 'invoice',
  created: 'invoiceCreated',
  updated: 'invoiceEdited',
  deleted: 'invoiceDeleted',
  label: (doc) => String(doc.invoiceNumber ?? journalT()('journalEntries.notes.draftInvoice')),
})

/**
 * Invoices in CHF, made of lines. Amounts are PostgreSQL numeric with whole centimes, summed in
 * SQL only; the total (`amount`) is computed by the server from the lines.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: {
    singular: { fr: 'Facture', en: 'Invoice' },
    plural: { fr: 'Factures', en: 'Invoices' },
  },
  admin: {
    group: NAV_GROUPS.finances,
    hidden: hiddenFromEditors,
    useAsTitle: 'invoiceNumber',
    defaultColumns: ['invoiceNumber', 'project', 'invoiceDate', 'dueDate', 'amount', 'status'],
    listSearchableFields: ['invoiceNumber', 'paymentReference'],
  },
  access: { create: admins, read: adminsOrOwnerOfSent, update: admins, delete: admins },
  // One invoice per subscription period (invoices without a subscription have NULL, never equal).
  indexes: [{ fields: ['subscription', 'subscriptionPeriod'], unique: true }],
  endpoints: [
    invoicePdfEndpoint,
    creditNotePdfEndpoint,
    cancelInvoiceEndpoint,
    markPaidEndpoint,
    sendInvoiceEndpoint,
    pauseRemindersEndpoint,
    resumeRemindersEndpoint,
  ],
  hooks: {
    beforeOperation: [serializeUpdates('invoices')],
    beforeChange: [
      guardSentInvoice,
      guardCancellation,
      numberInvoice,
      priceInvoice,
      checkDraftInvoice,
      setServerFields,
    ],
    afterChange: [storePaymentReference, ...audit.afterChange],
    beforeDelete: [keepSentInvoice, ...audit.beforeDelete],
    afterDelete: audit.afterDelete,
  },
  fields: [
    {
      name: 'invoiceNumber',
      label: { fr: 'Numéro de facture', en: 'Invoice number' },
      type: 'text',
      unique: true,
      maxLength: 40,
      // Left empty, the next number of the invoice date's year is given when the invoice is sent.
      validate: (value: string | null | undefined) =>
        !value || value.length <= 40 ? true : 'Maximum 40 caractères',
      admin: {
        description: {
          fr: 'Laissez vide : le numéro suivant de l’année (AAAA-NNNN) est attribué à l’envoi.',
          en: 'Leave empty: the year’s next number (YYYY-NNNN) is given when the invoice is sent.',
        },
      },
    },
    {
      name: 'project',
      label: { fr: 'Projet', en: 'Project' },
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'invoiceDate',
          label: { fr: 'Date de facture', en: 'Invoice date' },
          type: 'date',
          required: true,
          index: true,
          admin: { date: panelDate('dayOnly') },
        },
        {
          name: 'dueDate',
          label: { fr: 'Échéance', en: 'Due date' },
          type: 'date',
          required: true,
          admin: { date: panelDate('dayOnly') },
        },
      ],
    },
    ...lineFields,
    ...totalFields,
    {
      name: 'notes',
      label: { fr: 'Notes', en: 'Notes' },
      type: 'textarea',
      maxLength: INVOICE_NOTES_MAX,
      validate: translated((value: unknown) =>
        value === null || value === undefined || isInvoiceNotes(value) ? true : NOTES_ERROR,
      ),
      admin: {
        description: {
          fr: 'Facultatif : imprimé sous les totaux de la facture.',
          en: 'Optional: printed under the invoice’s totals.',
        },
      },
    },
    {
      name: 'amount',
      label: { fr: 'Total (CHF)', en: 'Total (CHF)' },
      type: 'number',
      // Set by priceInvoice on every save, so no caller sends it. The column stays NOT NULL in
      // the database (see the invoice_lines migration): a stored invoice always has its total.
      min: 0,
      validate: validateChf,
      admin: {
        readOnly: true,
        description: {
          fr: 'Calculé à partir des lignes à l’enregistrement.',
          en: 'Computed from the lines when saved.',
        },
      },
    },
    {
      name: 'paymentReference',
      label: { fr: 'Référence de paiement', en: 'Payment reference' },
      type: 'text',
      maxLength: 27,
      // Only the server sets it (see storePaymentReference), never a request.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        description: {
          fr: 'Attribuée à la création (QR-IBAN : référence QR, sinon référence RF).',
          en: 'Given at creation (QR-IBAN: QR reference, otherwise RF reference).',
        },
      },
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      // A new invoice is a draft until the 'Envoyer' action numbers and mails it.
      defaultValue: 'Draft',
      options: optionsOf('invoiceStatus', INVOICE_STATUSES),
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountPaid',
          label: { fr: 'Payé (CHF)', en: 'Paid (CHF)' },
          type: 'number',
          // The sum of the bank credits applied to it, set by the server (see setServerFields).
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true },
        },
        {
          name: 'paidAt',
          label: { fr: 'Payée le', en: 'Paid on' },
          type: 'date',
          index: true,
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: panelDate('dayOnly') },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'remindersPaused',
          label: { fr: 'Relances suspendues', en: 'Reminders paused' },
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: {
              fr: 'Aucune relance ne part pour cette facture tant que la case est cochée.',
              en: 'No reminder goes out for this invoice while this is checked.',
            },
          },
        },
        {
          name: 'remindersSent',
          label: { fr: 'Relances envoyées', en: 'Reminders sent' },
          type: 'number',
          defaultValue: 0,
          // Counted by the reminders job (see setServerFields), never written by a request.
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true },
        },
        {
          name: 'lastReminderAt',
          label: { fr: 'Dernière relance', en: 'Last reminder' },
          type: 'date',
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: panelDate('dayOnly') },
        },
      ],
    },
    ...creditNoteFields,
    ...subscriptionPeriodFields,
    {
      name: 'pdfUrl',
      label: { fr: 'Lien d’un PDF externe', en: 'External PDF link' },
      type: 'text',
      maxLength: 500,
      admin: {
        description: {
          fr: 'Facultatif : un PDF produit ailleurs. Le portail propose toujours la facture générée avec sa section de paiement QR.',
          en: 'Optional: a PDF made elsewhere. The portal always offers the generated invoice with its QR payment part.',
        },
      },
    },
  ],
}
