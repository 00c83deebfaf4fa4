import type { Payload } from 'payload'

import type { SiteContact } from '@payload-types'
import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'
import { cachedRead } from '@/server/platform/cache/cached-read'

import { CONTENT_TAGS } from './revalidate'

export type SiteContactContent = Pick<SiteContact, 'support' | 'footer'>

/**
 * The support cards and the footer as they read before they were in the CMS, from the
 * translation files: the seed saves them, and a database without them shows them.
 */
export const siteContactDefaults = (lang: Locale): SiteContactContent => {
  const pages = getT(lang, 'pages')
  const site = getT(lang, 'site')
  return {
    support: {
      emailText: pages('support.cards.emailText'),
      whatsappText: pages('support.cards.whatsappText'),
      hoursValue: pages('support.cards.hoursValue'),
      hoursText: pages('support.cards.hoursText'),
    },
    footer: {
      about: site('footer.about'),
      rights: site('footer.rights'),
      madeIn: site('footer.madeIn'),
    },
  }
}

/** The support cards and the footer in `lang`, cached until an editor changes them. */
export const getSiteContact = cachedRead(
  async (payload: Payload, lang: Locale): Promise<SiteContactContent> => {
    const doc = await payload.findGlobal({
      slug: 'site-contact',
      locale: lang,
      depth: 0,
      overrideAccess: false,
    })
    return doc.support?.hoursValue ? doc : siteContactDefaults(lang)
  },
  'site-contact',
  { tags: [CONTENT_TAGS.siteContact] },
)
