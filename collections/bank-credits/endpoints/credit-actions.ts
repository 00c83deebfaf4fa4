import type { Endpoint } from 'payload'

import { assignBankCredit, ignoreBankCredit } from '@/server/billing'

import { adminAction } from '../../_shared/admin-action'

const messages = {
  failure: 'bankImport.creditFailed',
  notFound: 'bankImport.creditNotFound',
} as const

/** POST /api/bank-credits/:id/assign { invoice }: 'Rapprocher'; /:id/ignore: 'Ignorer'. */
export const bankCreditActionEndpoints: Endpoint[] = [
  {
    path: '/:id/assign',
    method: 'post',
    handler: adminAction(async (payload, admin, id, req) => {
      const body = (await req.json?.().catch(() => null)) as { invoice?: unknown } | null
      return assignBankCredit(payload, admin, id, body?.invoice)
    }, messages),
  },
  {
    path: '/:id/ignore',
    method: 'post',
    handler: adminAction(ignoreBankCredit, messages),
  },
]
