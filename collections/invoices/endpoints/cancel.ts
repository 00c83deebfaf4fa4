import type { Endpoint } from 'payload'

import { cancelReasonOf } from '@/domain/billing/credit-note'
import { cancelInvoice } from '@/server/billing'
import { Refusal } from '@/server/platform/http/refusal'

import { adminAction } from '../../_shared/admin-action'

/**
 * POST /api/invoices/:id/cancel {reason?}: 'Annuler la facture', which issues the credit note
 * and mails it to the client (see cancelInvoice).
 */
export const cancelInvoiceEndpoint: Endpoint = {
  path: '/:id/cancel',
  method: 'post',
  handler: adminAction(
    async (payload, admin, id, req) => {
      // No body is no reason; a body that is not JSON is refused rather than read as none.
      const text = (await req.text?.()) ?? ''
      let body: { reason?: unknown } | null = null
      try {
        body = text.trim() ? (JSON.parse(text) as { reason?: unknown } | null) : null
      } catch {
        throw new Refusal(400, 'invoice.cancelBodyInvalid')
      }
      const parsed = cancelReasonOf(body?.reason)
      if (typeof parsed === 'string') throw Refusal.of(400, parsed)
      return cancelInvoice(payload, admin, id, parsed.reason)
    },
    { failure: 'invoice.cancelFailed', notFound: 'invoice.notFound' },
  ),
}
