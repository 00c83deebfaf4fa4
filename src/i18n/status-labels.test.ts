import { describe, expect, it } from 'vitest'

import { INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'
import { SUBSCRIPTION_STATUS_LABELS } from '@/domain/billing/subscription'
import { PROJECT_STATUS_LABELS } from '@/domain/projects/status'
import { REQUEST_STATUS_LABELS } from '@/domain/requests/status'
import { UPDATE_STATUS_LABELS } from '@/domain/updates/status'

import fr from './locales/fr/portal.json'

/** The portal's French status labels are the domain's, the ones the back office shows too. */
describe('portal status labels', () => {
  it('match the domain labels in French', () => {
    expect(fr.status).toEqual({
      project: PROJECT_STATUS_LABELS,
      request: REQUEST_STATUS_LABELS,
      update: UPDATE_STATUS_LABELS,
      invoice: INVOICE_STATUS_LABELS,
      subscription: SUBSCRIPTION_STATUS_LABELS,
    })
  })
})
