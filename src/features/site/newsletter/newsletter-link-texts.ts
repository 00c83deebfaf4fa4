import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

/** The words of a newsletter link's page, handed to its button as props like the site's islands. */
export const newsletterLinkTexts = (lang: Locale, action: 'confirm' | 'unsubscribe') => {
  const t = getT(lang, 'pages')
  return {
    title: t(`newsletterLinks.${action}.title`),
    intro: t(`newsletterLinks.${action}.intro`),
    action: t(`newsletterLinks.${action}.action`),
    busy: t(`newsletterLinks.${action}.busy`),
    noToken: t('newsletterLinks.noToken'),
    error: t('newsletterLinks.error'),
    backHome: t('newsletterLinks.backHome'),
  }
}

export type NewsletterLinkTexts = ReturnType<typeof newsletterLinkTexts>
