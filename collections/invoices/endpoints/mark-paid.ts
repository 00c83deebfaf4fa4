import type { Endpoint } from 'payload'

import { markInvoicePaid } from '@/server/billing'

import { adminAction } from '../../_shared/admin-action'

/** POST /api/invoices/:id/mark-paid: 'Marquer payé'. */
export const markPaidEndpoint: Endpoint = {
  path: '/:id/mark-paid',
  method: 'post',
  handler: adminAction(markInvoicePaid, {
    failure: 'invoice.updateFailed',
    notFound: 'invoice.notFound',
  }),
}
