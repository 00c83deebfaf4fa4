import type { GlobalConfig } from 'payload'

import { editors, publishedOrEditors } from '@/access/rules'
import { CONTENT_TAGS, revalidateContent } from '@/server/content'

import { NAV_GROUPS } from '../../collections/_shared/panel'
import { homePage, previewsOf } from '../../collections/_shared/preview'
import { heroTab } from './hero-tab'
import { pricingTab } from './pricing-tab'
import { aboutTab, bannerTab, capabilitiesTab, portfolioTab } from './sections-tabs'

/**
 * The home page's texts, figures and offers, localized fr/en, with drafts an editor previews on
 * the site and may schedule. Visitors read the published version only; the prices are also the
 * brief form's.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { fr: 'Page d’accueil', en: 'Home page' },
  admin: { group: NAV_GROUPS.site, ...previewsOf(homePage) },
  access: { read: publishedOrEditors, update: editors, readVersions: editors },
  // Drafts are checked as they are saved: the preview never shows a price or headline the site refuses.
  versions: { drafts: { schedulePublish: true, validate: true }, max: 50 },
  hooks: { afterChange: [() => revalidateContent(CONTENT_TAGS.homePage)] },
  fields: [
    {
      type: 'tabs',
      tabs: [heroTab, aboutTab, capabilitiesTab, portfolioTab, pricingTab, bannerTab],
    },
  ],
}
