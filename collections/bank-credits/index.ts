import type { CollectionConfig } from 'payload'

import { admins, nobody } from '@/access/rules'
import { BANK_CREDIT_STATUSES } from '@/domain/billing/bank-credit-status'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { validateChf } from '../_shared/validators'
import { bankCreditActionEndpoints } from './endpoints/credit-actions'
import { importStatementEndpoint, previewStatementEndpoint } from './endpoints/import-statement'

/**
 * The credits of the bank files imported in /admin/finances ('Importer un relevé'). Each is
 * stored once (its entry id is unique, so importing a file again changes nothing) and never
 * deleted: an invoice's paid amount is the sum of the credits applied to it.
 */
export const BankCredits: CollectionConfig = {
  slug: 'bank-credits',
  labels: {
    singular: { fr: 'Paiement reçu', en: 'Bank credit' },
    plural: { fr: 'Paiements reçus', en: 'Bank credits' },
  },
  admin: {
    group: NAV_GROUPS.finances,
    hidden: hiddenFromEditors,
    useAsTitle: 'entryId',
    defaultColumns: ['bookingDate', 'amount', 'debtorName', 'reference', 'status', 'invoice'],
    listSearchableFields: ['debtorName', 'reference', 'entryId'],
  },
  // Written only by the import and the admin's assign/ignore actions (src/server/billing), which
  // keep each invoice's paid amount equal to its credits; never through the API.
  access: { create: nobody, read: admins, update: nobody, delete: nobody },
  endpoints: [previewStatementEndpoint, importStatementEndpoint, ...bankCreditActionEndpoints],
  defaultSort: '-bookingDate',
  fields: [
    {
      name: 'entryId',
      label: { fr: 'Référence bancaire', en: 'Bank entry reference' },
      type: 'text',
      required: true,
      unique: true,
      maxLength: 200,
    },
    {
      name: 'bookingDate',
      label: { fr: 'Date de comptabilisation', en: 'Booking date' },
      type: 'date',
      required: true,
      index: true,
      admin: { date: panelDate('dayOnly') },
    },
    {
      name: 'amount',
      label: { fr: 'Montant (CHF)', en: 'Amount (CHF)' },
      type: 'number',
      required: true,
      validate: validateChf,
    },
    {
      name: 'reference',
      label: { fr: 'Référence de paiement', en: 'Payment reference' },
      type: 'text',
      maxLength: 40,
      index: true,
    },
    { name: 'debtorName', label: { fr: 'Payeur', en: 'Payer' }, type: 'text', maxLength: 200 },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      options: optionsOf('bankCreditStatus', BANK_CREDIT_STATUSES),
      index: true,
    },
    {
      name: 'invoice',
      label: { fr: 'Facture réglée', en: 'Invoice paid' },
      type: 'relationship',
      relationTo: 'invoices',
      index: true,
    },
    {
      name: 'suggestedInvoice',
      label: { fr: 'Facture suggérée', en: 'Suggested invoice' },
      type: 'relationship',
      relationTo: 'invoices',
    },
    { name: 'note', label: { fr: 'Remarque', en: 'Note' }, type: 'text', maxLength: 300 },
    {
      name: 'statementFile',
      label: { fr: 'Fichier importé', en: 'Imported file' },
      type: 'text',
      maxLength: 255,
    },
  ],
}
