import { describe, expect, it } from 'vitest'

import { BANK_CREDIT_STATUSES } from '@/domain/billing/bank-credit-status'
import { INVOICE_STATUSES } from '@/domain/billing/invoice-status'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@/domain/billing/subscription'
import { BILLING_INTERVALS } from '@/domain/billing/subscription-periods'
import { VAT_RATES } from '@/domain/billing/vat'
import { FAQ_CATEGORIES } from '@/domain/content/faq'
import { GLOSSARY_CATEGORIES } from '@/domain/content/glossary'
import { LEGAL_KEYS } from '@/domain/content/legal-pages'
import { DELIVERABLE_KINDS } from '@/domain/files/deliverable-kinds'
import { LOCALES } from '@/domain/locales'
import { NOTIFICATION_KINDS } from '@/domain/notifications/kinds'
import { PROJECT_DETAILS } from '@/domain/projects/changes'
import { PROJECT_STATUSES } from '@/domain/projects/status'
import { PROJECT_TYPES } from '@/domain/projects/type'
import { REQUEST_STATUSES } from '@/domain/requests/status'
import { CANNED_REPLY_KEYS } from '@/domain/settings/canned-replies'
import { SUBMISSION_STATUSES } from '@/domain/submissions/status'
import { UPDATE_STATUSES } from '@/domain/updates/status'
import { ROLES } from '@/domain/users/roles'

import { type LabelGroup, labelsOf } from './labels'
import { resources } from './resources'
import { getT } from './translator'

/** Each closed list of the domain and the `labels` group that names its values. */
const LISTS: Record<LabelGroup, readonly string[]> = {
  projectStatus: PROJECT_STATUSES,
  projectType: PROJECT_TYPES,
  projectDetail: PROJECT_DETAILS,
  role: ROLES,
  submissionStatus: SUBMISSION_STATUSES,
  updateStatus: UPDATE_STATUSES,
  requestStatus: REQUEST_STATUSES,
  invoiceStatus: INVOICE_STATUSES,
  subscriptionType: SUBSCRIPTION_TYPES,
  subscriptionStatus: SUBSCRIPTION_STATUSES,
  billingInterval: BILLING_INTERVALS,
  vatRate: VAT_RATES,
  bankCreditStatus: BANK_CREDIT_STATUSES,
  deliverableKind: DELIVERABLE_KINDS,
  notificationKind: NOTIFICATION_KINDS,
  cannedReply: CANNED_REPLY_KEYS,
  faqCategory: FAQ_CATEGORIES,
  glossaryCategory: GLOSSARY_CATEGORIES,
  legalPage: LEGAL_KEYS,
  locale: LOCALES,
}

describe('labels', () => {
  it('names every value of every closed list, and nothing else, in both languages', () => {
    for (const lang of ['fr', 'en'] as const) {
      expect(Object.keys(resources[lang].labels).sort(), lang).toEqual(Object.keys(LISTS).sort())
      for (const [group, values] of Object.entries(LISTS)) {
        const words = labelsOf(lang, group as LabelGroup)
        expect(Object.keys(words).sort(), `${lang} ${group}`).toEqual([...values].sort())
      }
    }
  })

  it('says the spec’s words', () => {
    expect(labelsOf('fr', 'projectStatus')).toEqual({
      pending: 'En attente',
      approved: 'Approuvé',
      rejected: 'Rejeté',
      in_build: 'En développement',
      review: 'Revue',
      live: 'En ligne',
      on_care: 'En suivi',
    })
    expect(labelsOf('fr', 'projectType')).toEqual({
      launch_site: 'Site Launch',
      pro_platform: 'Plateforme Pro',
      real_software: 'Logiciel',
    })
    expect(labelsOf('fr', 'requestStatus')).toEqual({
      Pending: 'En attente',
      InProgress: 'En cours',
      Done: 'Terminée',
    })
  })

  it('gives one word through i18next as through the whole list, in each language', () => {
    const t = getT('en', 'portal')
    expect(t('requestStatus.InProgress', { ns: 'labels' })).toBe('In progress')
    expect(labelsOf('en', 'requestStatus').InProgress).toBe('In progress')
    expect(getT('fr', 'labels')('invoiceStatus.Paid')).toBe('Payée')
  })
})
