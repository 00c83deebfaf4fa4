import type { CollectionBeforeChangeHook } from 'payload'

import { SERVER_FIELDS, type InvoiceServerFields } from '@/server/billing'

/**
 * The server's fields: the bank import's and the reminders' figures when they send them, and for
 * an invoice that becomes Paid any other way (marked by hand, in the panel) the day it did, so
 * revenue counts every paid invoice by its payment date.
 */
export const setServerFields: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const fields = context[SERVER_FIELDS] as InvoiceServerFields | undefined
  if (fields) Object.assign(data, fields)
  if (data.status === 'Paid' && originalDoc?.status !== 'Paid' && !data.paidAt) {
    data.paidAt = new Date().toISOString()
  }
  return data
}
