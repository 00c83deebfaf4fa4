import enAccount from './locales/en/account.json'
import enApi from './locales/en/api.json'
import enAuth from './locales/en/auth.json'
import enBrief from './locales/en/brief.json'
import enCommon from './locales/en/common.json'
import enFiles from './locales/en/files.json'
import enGlossary from './locales/en/glossary.json'
import enHome from './locales/en/home.json'
import enLegal from './locales/en/legal.json'
import enPages from './locales/en/pages.json'
import enPortal from './locales/en/portal.json'
import enSite from './locales/en/site.json'
import enValidation from './locales/en/validation.json'
import frAccount from './locales/fr/account.json'
import frApi from './locales/fr/api.json'
import frAuth from './locales/fr/auth.json'
import frBrief from './locales/fr/brief.json'
import frCommon from './locales/fr/common.json'
import frFiles from './locales/fr/files.json'
import frGlossary from './locales/fr/glossary.json'
import frHome from './locales/fr/home.json'
import frLegal from './locales/fr/legal.json'
import frPages from './locales/fr/pages.json'
import frPortal from './locales/fr/portal.json'
import frSite from './locales/fr/site.json'
import frValidation from './locales/fr/validation.json'

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
  },
} as const

export type Namespace = keyof (typeof resources)['fr']
