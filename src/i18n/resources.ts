import enAccount from './locales/en/account.json'
import enApi from './locales/en/api.json'
import enAuth from './locales/en/auth.json'
import enBackoffice from './locales/en/backoffice.json'
import enBrief from './locales/en/brief.json'
import enCms from './locales/en/cms.json'
import enCommon from './locales/en/common.json'
import enFiles from './locales/en/files.json'
import enGlossary from './locales/en/glossary.json'
import enHome from './locales/en/home.json'
import enLabels from './locales/en/labels.json'
import enLegal from './locales/en/legal.json'
import enPages from './locales/en/pages.json'
import enPortal from './locales/en/portal.json'
import enSite from './locales/en/site.json'
import enValidation from './locales/en/validation.json'
import frAccount from './locales/fr/account.json'
import frApi from './locales/fr/api.json'
import frAuth from './locales/fr/auth.json'
import frBackoffice from './locales/fr/backoffice.json'
import frBrief from './locales/fr/brief.json'
import frCms from './locales/fr/cms.json'
import frCommon from './locales/fr/common.json'
import frFiles from './locales/fr/files.json'
import frGlossary from './locales/fr/glossary.json'
import frHome from './locales/fr/home.json'
import frLabels from './locales/fr/labels.json'
import frLegal from './locales/fr/legal.json'
import frPages from './locales/fr/pages.json'
import frPortal from './locales/fr/portal.json'
import frSite from './locales/fr/site.json'
import frValidation from './locales/fr/validation.json'

import enEmail from './locales/en/email.json'
import enEmailApproval from './locales/en/email-approval.json'
import enEmailBrief from './locales/en/email-brief.json'
import enEmailCreditNote from './locales/en/email-credit-note.json'
import enEmailInvoice from './locales/en/email-invoice.json'
import enEmailMessage from './locales/en/email-message.json'
import enEmailNewsletter from './locales/en/email-newsletter.json'
import enEmailPrivacy from './locales/en/email-privacy.json'
import enEmailReminder from './locales/en/email-reminder.json'
import enEmailRequest from './locales/en/email-request.json'
import enEmailResetPassword from './locales/en/email-reset-password.json'
import enEmailSecondFactorReset from './locales/en/email-second-factor-reset.json'
import frEmail from './locales/fr/email.json'
import frEmailApproval from './locales/fr/email-approval.json'
import frEmailBrief from './locales/fr/email-brief.json'
import frEmailCreditNote from './locales/fr/email-credit-note.json'
import frEmailInvoice from './locales/fr/email-invoice.json'
import frEmailMessage from './locales/fr/email-message.json'
import frEmailNewsletter from './locales/fr/email-newsletter.json'
import frEmailPrivacy from './locales/fr/email-privacy.json'
import frEmailReminder from './locales/fr/email-reminder.json'
import frEmailRequest from './locales/fr/email-request.json'
import frEmailResetPassword from './locales/fr/email-reset-password.json'
import frEmailSecondFactorReset from './locales/fr/email-second-factor-reset.json'
/** Every UI string, per language and namespace. French is the reference; en has the same keys. */
export const resources = {
  fr: {
    common: frCommon,
    site: frSite,
    home: frHome,
    pages: frPages,
    glossary: frGlossary,
    legal: frLegal,
    brief: frBrief,
    auth: frAuth,
    portal: frPortal,
    account: frAccount,
    files: frFiles,
    validation: frValidation,
    api: frApi,
    labels: frLabels,
    backoffice: frBackoffice,
    cms: frCms,
    email: frEmail,
    'email-approval': frEmailApproval,
    'email-brief': frEmailBrief,
    'email-credit-note': frEmailCreditNote,
    'email-invoice': frEmailInvoice,
    'email-message': frEmailMessage,
    'email-newsletter': frEmailNewsletter,
    'email-privacy': frEmailPrivacy,
    'email-reminder': frEmailReminder,
    'email-request': frEmailRequest,
    'email-reset-password': frEmailResetPassword,
    'email-second-factor-reset': frEmailSecondFactorReset,
  },
  en: {
    common: enCommon,
    site: enSite,
    home: enHome,
    pages: enPages,
    glossary: enGlossary,
    legal: enLegal,
    brief: enBrief,
    auth: enAuth,
    portal: enPortal,
    account: enAccount,
    files: enFiles,
    validation: enValidation,
    api: enApi,
    labels: enLabels,
    backoffice: enBackoffice,
    cms: enCms,
    email: enEmail,
    'email-approval': enEmailApproval,
    'email-brief': enEmailBrief,
    'email-credit-note': enEmailCreditNote,
    'email-invoice': enEmailInvoice,
    'email-message': enEmailMessage,
    'email-newsletter': enEmailNewsletter,
    'email-privacy': enEmailPrivacy,
    'email-reminder': enEmailReminder,
    'email-request': enEmailRequest,
    'email-reset-password': enEmailResetPassword,
    'email-second-factor-reset': enEmailSecondFactorReset,
  },
} as const

export type Namespace = keyof (typeof resources)['fr']
