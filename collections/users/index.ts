import type { CollectionConfig } from 'payload'

import { adminField, adminOrSelfField, admins, adminsOrSelf, nobodyField } from '@/access/rules'
import { canUseCms } from '@/access/roles'
import { AUTH_LIMITS } from '@/domain/auth/auth-limits'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { preferredLanguageOf } from '@/domain/users/language'
import { isEmailChoice, NOTIFICATION_KINDS } from '@/domain/notifications/kinds'
import { CONTACT_LIMITS, isEmailAddress, isPhoneNumber } from '@/domain/users/contact-details'
import { DEFAULT_ROLE, ROLES } from '@/domain/users/roles'
import { validationMessage } from '@/domain/web/validation-message'
import { isProduction, env } from '@/server/platform/config/env'
import { resetPasswordEmail, trackedSessions } from '@/server/accounts'

import { languageOptions, optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { changePassword } from './endpoints/change-password'
import { firstSetupClaim, firstSetupStatus } from './endpoints/first-setup'
import { resetTokenStatus } from './endpoints/reset-token'
import { signup } from './endpoints/signup'
import {
  disableSecondFactorEndpoint,
  enableSecondFactor,
  setupSecondFactor,
  verifySecondFactor,
} from './endpoints/second-factor'
import { endMySessions, mySessions } from './endpoints/sessions'
import { resetSecondFactorEndpoint } from './endpoints/reset-second-factor'
import { eraseClient, eraseMe } from './endpoints/erasure'
import { dropOwnRows } from './hooks/drop-own-rows'
import { enforcePasswordLength } from './hooks/enforce-password-length'
import { enforcePasswordStrength } from './hooks/enforce-password-strength'
import { guardRole } from './hooks/guard-role'
import { limitAttempts } from './hooks/limit-attempts'
import { logContactChange } from './hooks/log-contact-change'
import { requireCurrentPassword } from './hooks/require-current-password'
import { answerSecondFactorStep, holdForSecondFactor } from './hooks/second-factor-sign-in'
import { twoFactorFields } from './two-factor-fields'
import { validateChf, validateHttpUrl, validateOptionalText } from '../_shared/validators'

/** The kinds whose e-mail an account may turn off. */
const notificationChoiceOptions = optionsOf(
  'notificationKind',
  NOTIFICATION_KINDS.filter(isEmailChoice),
)

const adminOnlyWrite = { create: adminField, update: adminField }
/** Contact details: the account edits its own from its account page (journaled). */
const contactWrite = { create: adminField, update: adminOrSelfField }

/**
 * Accounts of clients, editors and admins. A client reads its own profile and may change its own
 * password and language; every other profile field and the role are written by admins only (the
 * client sees its contact details read-only).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Lockout after repeated failures: 5 wrong passwords lock the account for 10 minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Payload's sessions (one entry per sign-in, checked on every request) are what the second
    // factor holds back and what the account page lists and ends.
    useSessions: true,
    // No API keys: they would open the API without a second factor.
    useAPIKey: false,
    strategies: [trackedSessions],
    forgotPassword: {
      // One hour, single use (Payload clears the token once it is used).
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) =>
        resetPasswordEmail(preferredLanguageOf(args?.user), '', '').subject,
      generateEmailHTML: (args) =>
        resetPasswordEmail(
          preferredLanguageOf(args?.user),
          String(args?.user?.firstName ?? ''),
          args?.token ?? '',
        ).html,
    },
    cookies: {
      // Browsers only send Secure cookies over https; a production deployment is served on https.
      secure: isProduction && env.serverUrl.startsWith('https://'),
      sameSite: 'Lax',
    },
  },
  labels: {
    singular: { fr: 'Compte', en: 'Account' },
    plural: { fr: 'Comptes', en: 'Accounts' },
  },
  admin: {
    group: NAV_GROUPS.system,
    // Editors reach their own account from the panel's account menu, not the list of everyone's.
    hidden: hiddenFromEditors,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'companyName', 'role'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'companyName'],
  },
  hooks: {
    beforeOperation: [
      limitAttempts,
      requireCurrentPassword,
      enforcePasswordLength,
      enforcePasswordStrength,
    ],
    beforeValidate: [guardRole],
    afterLogin: [holdForSecondFactor],
    afterOperation: [answerSecondFactorStep],
    afterChange: [logContactChange],
    beforeDelete: [dropOwnRows],
  },
  endpoints: [
    firstSetupStatus,
    firstSetupClaim,
    signup,
    resetTokenStatus,
    changePassword,
    verifySecondFactor,
    setupSecondFactor,
    enableSecondFactor,
    disableSecondFactorEndpoint,
    mySessions,
    endMySessions,
    resetSecondFactorEndpoint,
    eraseMe,
    eraseClient,
  ],
  access: {
    admin: ({ req }) => canUseCms(req.user),
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
  },
  fields: [
    {
      name: 'email',
      label: { fr: 'E-mail', en: 'Email' },
      type: 'email',
      required: true,
      unique: true,
      access: { update: adminField },
    },
    {
      name: 'role',
      label: { fr: 'Rôle', en: 'Role' },
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ROLE,
      options: optionsOf('role', ROLES),
      saveToJWT: true,
      index: true,
      access: adminOnlyWrite,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          label: { fr: 'Prénom', en: 'First name' },
          type: 'text',
          maxLength: AUTH_LIMITS.name.max,
          access: contactWrite,
        },
        {
          name: 'lastName',
          label: { fr: 'Nom', en: 'Last name' },
          type: 'text',
          maxLength: AUTH_LIMITS.name.max,
          access: contactWrite,
        },
      ],
    },
    {
      name: 'companyName',
      label: { fr: 'Entreprise', en: 'Company' },
      type: 'text',
      maxLength: CONTACT_LIMITS.companyName,
      access: contactWrite,
    },
    {
      name: 'contactEmail',
      label: { fr: 'E-mail de contact', en: 'Contact email' },
      type: 'email',
      validate: validateOptionalText(isEmailAddress, validationMessage('emailInvalid')),
      access: contactWrite,
    },
    {
      name: 'phone',
      label: { fr: 'Téléphone', en: 'Phone' },
      type: 'text',
      maxLength: CONTACT_LIMITS.phone.max,
      validate: validateOptionalText(isPhoneNumber, validationMessage('phoneInvalid')),
      access: contactWrite,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'plan',
          label: { fr: 'Formule', en: 'Plan' },
          type: 'text',
          maxLength: 100,
          access: adminOnlyWrite,
        },
        {
          name: 'planMrrChf',
          label: { fr: 'Mensualité de la formule (CHF)', en: 'Plan MRR (CHF)' },
          type: 'number',
          min: 0,
          validate: validateChf,
          access: adminOnlyWrite,
        },
      ],
    },
    {
      name: 'whatsappLink',
      label: { fr: 'Lien WhatsApp', en: 'WhatsApp link' },
      type: 'text',
      validate: validateHttpUrl,
      access: adminOnlyWrite,
    },
    {
      name: 'language',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      options: languageOptions,
      // The one profile field a client or editor changes itself, from the portal's language menu.
      access: { update: adminOrSelfField },
      admin: {
        description: {
          fr: 'Langue de l’espace client, des e-mails et des factures PDF de ce compte ; le compte la choisit dans l’en-tête de l’espace client.',
          en: 'Language of this account’s client area, e-mails and PDF invoices; the account chooses it in the client area’s header.',
        },
      },
    },
    {
      name: 'notificationsInAppOnly',
      label: { fr: 'Notifications dans l’app seulement', en: 'Notifications in the app only' },
      type: 'select',
      hasMany: true,
      options: notificationChoiceOptions,
      // The account's own choice, from its account page; empty: every kind also by e-mail.
      access: { update: adminOrSelfField },
      admin: {
        description: {
          fr: 'Ces notifications restent dans la cloche ; les autres arrivent aussi par e-mail.',
          en: 'These notifications stay in the bell; the others also come by e-mail.',
        },
      },
    },
    {
      name: 'newsletterConsent',
      label: { fr: 'Accepte la newsletter', en: 'Newsletter consent' },
      type: 'checkbox',
      defaultValue: false,
      access: adminOnlyWrite,
    },
    ...twoFactorFields,
    {
      name: 'erasedAt',
      label: { fr: 'Données effacées le', en: 'Data erased on' },
      type: 'date',
      // Set by the erasure alone (src/server/privacy/erase-person.ts).
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: panelDate('dayAndTime'),
        description: {
          fr: 'Compte fermé, données personnelles effacées ; les factures restent, anonymisées.',
          en: 'Account closed, personal data erased; invoices are kept, anonymised.',
        },
      },
    },
  ],
}
