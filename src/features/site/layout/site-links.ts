import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

/** Sections of the home page the header scrolls to: services, about, pricing. */
export const homeSectionLinks = (lang: Locale) => {
  const home = localizePath('/', lang)
  return [
    { key: 'services', href: `${home}#capabilities` },
    { key: 'about', href: `${home}#about` },
    { key: 'pricing', href: `${home}#pricing` },
  ] as const
}

/** The footer's links, grouped in columns. */
export const footerLinkGroups = (lang: Locale) => {
  const home = localizePath('/', lang)
  const to = (path: string) => localizePath(path, lang)
  return [
    {
      key: 'explore',
      links: [
        { key: 'about', href: `${home}#about` },
        { key: 'capabilities', href: `${home}#capabilities` },
        { key: 'blog', href: to('/blog') },
      ],
    },
    {
      key: 'resources',
      links: [
        { key: 'faq', href: to('/faq') },
        { key: 'glossary', href: to('/glossaire') },
        { key: 'support', href: to('/support') },
        { key: 'sitemap', href: to('/plan-du-site') },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'privacy', href: to('/confidentialite') },
        { key: 'terms', href: to('/conditions') },
        { key: 'gdpr', href: to('/rgpd') },
        { key: 'cookies', href: to('/cookies') },
      ],
    },
  ] as const
}
