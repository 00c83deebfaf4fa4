import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales'

/**
 * The language an account chose for its client area, e-mails and PDFs (its `language` field);
 * French when it has none or an unknown one.
 */
export const preferredLanguageOf = (account: { language?: unknown } | null | undefined): Locale =>
  isLocale(account?.language) ? account.language : DEFAULT_LOCALE
