import { describe, expect, it } from 'vitest'

import { INVOICE_STATUS_LABELS, INVOICE_STATUS_LABELS_EN } from '@/domain/billing/invoice-status'
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS_EN,
} from '@/domain/billing/subscription'
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_LABELS_EN } from '@/domain/projects/status'
import { REQUEST_STATUS_LABELS, REQUEST_STATUS_LABELS_EN } from '@/domain/requests/status'
import { UPDATE_STATUS_LABELS, UPDATE_STATUS_LABELS_EN } from '@/domain/updates/status'

import en from './locales/en/portal.json'
import fr from './locales/fr/portal.json'

/**
 * The portal's status labels are the domain's: French as the back office shows them, English as
 * the CMS panel does.
 */
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
  // The CMS panel's English options say what the English portal says.
  it('match the domain labels in English', () => {
    expect(en.status).toEqual({
      project: PROJECT_STATUS_LABELS_EN,
      request: REQUEST_STATUS_LABELS_EN,
      update: UPDATE_STATUS_LABELS_EN,
      invoice: INVOICE_STATUS_LABELS_EN,
      subscription: SUBSCRIPTION_STATUS_LABELS_EN,
    })
  })
})
