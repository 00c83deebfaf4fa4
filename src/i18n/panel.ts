import enCms from './locales/en/cms.json'
import frCms from './locales/fr/cms.json'

/** The namespace the panel's own texts (locales/<lang>/cms.json) have in Payload's i18n. */
export const PANEL_NAMESPACE = 'studio'

/**
 * Payload's French words for the content's languages, which say "locale" or "paramètres
 * régionaux" (a system setting) and "Copier vers le lieu" (copying a document to another language).
 */
const languagesInFrench = {
  general: {
    locale: 'Langue',
    locales: 'Langues',
    fallbackToDefaultLocale: 'Retour à la langue par défaut',
  },
  localization: {
    cannotCopySameLocale: 'Impossible de copier vers la même langue',
    copyToLocale: 'Copier vers une autre langue',
    localeToPublish: 'Langue à publier',
    selectLocaleToCopy: 'Choisissez la langue vers laquelle copier',
    selectLocaleToDuplicate: 'Choisissez les langues à dupliquer',
  },
}

/** Payload's `i18n.translations` (payload.config.ts): the panel's own texts, and those French words. */
export const panelTranslations = {
  fr: { [PANEL_NAMESPACE]: frCms, ...languagesInFrench },
  en: { [PANEL_NAMESPACE]: enCms },
}
