import type { Payload, PayloadRequest } from 'payload'

import type { StudioIdentity } from '@/domain/site/studio-identity'
import { cachedRead } from '@/server/platform/cache/cached-read'
import { env } from '@/server/platform/config/env'

import { CONTENT_TAGS } from './revalidate'

/** The identity's required values before the studio enters its own: CONTACT_EMAIL is its inbox. */
export const IDENTITY_DEFAULTS = { name: 'Studio', email: () => env.contactEmail }

/**
 * The studio's identity as the system reads it (e-mails, invoices), in the caller's transaction
 * when it passes its request. Everything in it is public: it is read as a visitor would.
 */
export const readStudioIdentity = async (
  payload: Payload,
  req?: PayloadRequest,
): Promise<StudioIdentity> => {
  const doc = await payload.findGlobal({ slug: 'studio-identity', depth: 0, req })
  // Its migration writes the row; a database emptied since reads what that migration wrote.
  return {
    ...doc,
    name: doc.name || IDENTITY_DEFAULTS.name,
    email: doc.email || IDENTITY_DEFAULTS.email(),
    social: doc.social ?? [],
  }
}

/** Where the studio's own notifications go (briefs, requests, messages): its identity's e-mail. */
export const studioInbox = async (req: PayloadRequest) =>
  (await readStudioIdentity(req.payload, req)).email

/** The studio's identity for the pages, cached until it changes. */
export const getStudioIdentity = cachedRead(
  (payload: Payload) => readStudioIdentity(payload),
  'studio-identity',
  { tags: [CONTENT_TAGS.identity] },
)
