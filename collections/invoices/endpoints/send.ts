import type { Endpoint } from 'payload'

import { sendInvoice } from '@/server/billing'

import { adminAction } from '../../_shared/admin-action'

/** POST /api/invoices/:id/send: 'Envoyer' a draft to its client, numbered and with its PDF. */
export const sendInvoiceEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: adminAction(sendInvoice, {
    failure: 'invoice.sendFailed',
    notFound: 'invoice.notFound',
  }),
}
