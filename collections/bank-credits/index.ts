import type { CollectionConfig } from 'payload'

import { admins, nobody } from '@/access/rules'
import { BANK_CREDIT_STATUS_LABELS } from '@/domain/billing/bank-credit-status'

import { optionsOf } from '../_shared/options'
import { validateChf } from '../_shared/validators'
import { bankCreditActionEndpoints } from './endpoints/credit-actions'
import { importStatementEndpoint } from './endpoints/import-statement'

/**
 * The credits of the bank files imported in /admin/finances ('Importer un relevé'). Each is
 * stored once (its entry id is unique, so importing a file again changes nothing) and never
 * deleted: an invoice's paid amount is the sum of the credits applied to it.
 */
export const BankCredits: CollectionConfig = {
  slug: 'bank-credits',
  admin: {
    useAsTitle: 'entryId',
    defaultColumns: ['bookingDate', 'amount', 'debtorName', 'reference', 'status', 'invoice'],
  },
  // Written only by the import and the admin's assign/ignore actions (src/server/billing), which
  // keep each invoice's paid amount equal to its credits; never through the API.
  access: { create: nobody, read: admins, update: nobody, delete: nobody },
  endpoints: [importStatementEndpoint, ...bankCreditActionEndpoints],
  fields: [
    { name: 'entryId', type: 'text', required: true, unique: true, maxLength: 200 },
    { name: 'bookingDate', type: 'date', required: true, index: true },
    {
      name: 'amount',
      label: 'Montant (CHF)',
      type: 'number',
      required: true,
      validate: validateChf,
    },
    { name: 'reference', type: 'text', maxLength: 40, index: true },
    { name: 'debtorName', type: 'text', maxLength: 200 },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: optionsOf(BANK_CREDIT_STATUS_LABELS),
      index: true,
    },
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', index: true },
    { name: 'suggestedInvoice', type: 'relationship', relationTo: 'invoices' },
    { name: 'note', type: 'text', maxLength: 300 },
    { name: 'statementFile', type: 'text', maxLength: 255 },
  ],
}
