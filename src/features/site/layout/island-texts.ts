import { languageTexts } from '@/components/language/language-texts'
import type { Locale } from '@/domain/locales'
import { NEWSLETTER_EMAIL_INVALID } from '@/domain/site/newsletter-email'
import { validationText } from '@/i18n/validation-text'
import { getT } from '@/i18n/translator'

/*
 * The words the public site's interactive parts (header menus, theme switch, newsletter field)
 * show, translated on the server and handed to them as props: the site's pages then load no
 * translation library in the browser (i18next and its data were the largest part of their own
 * JavaScript). The forms of the other areas get theirs from an `I18nProvider`.
 */

export const menuTexts = (lang: Locale) => {
  const t = getT(lang, 'site')
  return {
    open: t('nav.openMenu'),
    close: t('nav.closeMenu'),
    title: t('nav.menu'),
    navigation: t('nav.label'),
    languages: languageTexts(lang).names,
  }
}
export type MenuTexts = ReturnType<typeof menuTexts>

export const newsletterTexts = (lang: Locale) => {
  const t = getT(lang, 'site')
  return {
    label: t('newsletter.label'),
    placeholder: t('newsletter.placeholder'),
    submit: t('newsletter.submit'),
    submitting: t('newsletter.submitting'),
    success: t('newsletter.success'),
    error: t('newsletter.error'),
    invalid: validationText(lang, NEWSLETTER_EMAIL_INVALID),
  }
}
export type NewsletterTexts = ReturnType<typeof newsletterTexts>
