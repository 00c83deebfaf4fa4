import { apiMessage } from '../web/api-message'

/**
 * A file the import refuses, with the message shown to the admin: a key of the `api`
 * translations and its parameters (see apiMessage), which the server translates. Nothing is
 * imported.
 */
export class CamtError extends Error {}

export const CAMT_ERRORS = {
  empty: 'bankImport.empty',
  unreadable: 'bankImport.unreadable',
  notCamt: 'bankImport.notCamt',
  doctype: 'bankImport.doctype',
  currency: (currency: string) => apiMessage('bankImport.currency', { currency }),
  amount: (value: string) => apiMessage('bankImport.amount', { value }),
} as const
