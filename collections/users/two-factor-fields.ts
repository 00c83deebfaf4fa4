import type { Field, FieldAccess } from 'payload'

import { nobodyField } from '@/access/rules'

import { panelDate } from '../_shared/panel'

/** Written by the second-factor use cases only (system writes); never through the API. */
const systemOnly = { create: nobodyField, update: nobodyField }
const secret: { access: Record<string, FieldAccess>; hidden: true } = {
  access: { ...systemOnly, read: nobodyField },
  hidden: true,
}

/**
 * TOTP second factor (src/server/accounts/second-factor.ts). The secrets are sealed with AES-256-GCM
 * (src/server/accounts/second-factor/secret-box.ts); recovery codes are stored as HMACs; the last accepted time step
 * refuses a code used twice; failures count apart from the password's, which a correct password
 * resets.
 */
export const twoFactorFields: Field[] = [
  {
    name: 'twoFactorEnabledAt',
    label: { fr: 'Double authentification activée le', en: 'Two-factor authentication on since' },
    type: 'date',
    access: systemOnly,
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: panelDate('dayAndTime'),
      description: { fr: 'Vide : pas activée.', en: 'Empty: not turned on.' },
    },
  },
  { name: 'twoFactorSecret', type: 'text', ...secret },
  { name: 'twoFactorPendingSecret', type: 'text', ...secret },
  { name: 'twoFactorLastStep', type: 'number', ...secret },
  { name: 'twoFactorRecoveryCodes', type: 'json', ...secret },
  { name: 'twoFactorFailures', type: 'number', defaultValue: 0, ...secret },
]
