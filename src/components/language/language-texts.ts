import { LOCALES, type Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

/**
 * The language menu's words, translated on the server and handed to it as props, so the public
 * pages load no translation library for it (the portal's header shows the same menu).
 */
export const languageTexts = (lang: Locale) => {
  const t = getT(lang, 'site')
  return {
    /** The button's accessible name: the menu and the language it shows now. */
    current: t('language.current', { name: t(`language.${lang}`) }),
    names: Object.fromEntries(LOCALES.map((target) => [target, t(`language.${target}`)])) as Record<
      Locale,
      string
    >,
  }
}
export type LanguageTexts = ReturnType<typeof languageTexts>
