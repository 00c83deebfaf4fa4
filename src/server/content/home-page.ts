import type { Payload } from 'payload'

import type { HomePage } from '@payload-types'
import type { Locale } from '@/domain/locales'
import { cachedRead } from '@/server/platform/cache/cached-read'

import { type HomeContent, homeDefaults } from './home-defaults'
import { CONTENT_TAGS } from './revalidate'

/** A read home, or today's texts when none is published yet (a database not seeded). */
const contentOf = (doc: Partial<HomePage> | null, lang: Locale): HomeContent =>
  doc?.hero ? (doc as HomePage) : homeDefaults(lang)

/** The published home in `lang`, read as a visitor and cached until an editor publishes. */
export const getHomePage = cachedRead(
  async (payload: Payload, lang: Locale): Promise<HomeContent> => {
    const doc = await payload.findGlobal({
      slug: 'home-page',
      locale: lang,
      depth: 0,
      overrideAccess: false,
    })
    return contentOf(doc, lang)
  },
  'home-page',
  { tags: [CONTENT_TAGS.homePage] },
)

/**
 * The home's latest draft for an editor previewing it (never cached). Read as the signed-in user,
 * so anyone else gets the published version (the global's read rule), never the draft.
 */
export const getHomePageDraft = async (
  payload: Payload,
  lang: Locale,
  headers: Headers,
): Promise<HomeContent> => {
  const { user } = await payload.auth({ headers })
  if (!user) return getHomePage(payload, lang)
  const doc = await payload.findGlobal({
    slug: 'home-page',
    locale: lang,
    depth: 0,
    draft: true,
    user,
    overrideAccess: false,
  })
  return contentOf(doc, lang)
}

/** The offers' prices in whole francs by offer, as the home publishes them (the brief form's too). */
export const getPlanPrices = async (payload: Payload, lang: Locale) =>
  Object.fromEntries(
    (await getHomePage(payload, lang)).pricing.plans.map(({ offer, price }) => [offer, price]),
  ) as Partial<Record<HomePage['pricing']['plans'][number]['offer'], number>>
