import enCms from './locales/en/cms.json'
import frCms from './locales/fr/cms.json'

/** The namespace the panel's own texts (locales/<lang>/cms.json) have in Payload's i18n. */
export const PANEL_NAMESPACE = 'studio'

/**
 * Payload's `i18n.translations` (payload.config.ts): the panel's own texts, and Payload's French
 * words that missed the sense ("Copier vers le lieu" copies a document's content to another language).
 */
export const panelTranslations = {
  fr: { [PANEL_NAMESPACE]: frCms, general: { copyToLocale: 'Copier vers une autre langue' } },
  en: { [PANEL_NAMESPACE]: enCms },
}
