import type { Payload } from 'payload'

import { cachedRead } from '@/server/platform/cache/cached-read'

import { CONTENT_TAGS } from './revalidate'

/**
 * What the public pages show of the settings, read as a visitor (field rules hide the rest) and
 * cached until the settings change, so a static page never queries the database per visit.
 */
export const getPublicSettings = cachedRead(
  async (payload: Payload) => {
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
    return { whatsappBusinessUrl: settings.whatsappBusinessUrl ?? null }
  },
  'public-settings',
  { tags: [CONTENT_TAGS.settings] },
)
