import type { NextRequest } from 'next/server'

/** The cookie Next.js's draft mode sets (`draftMode().enable()` in /preview). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Whether the request asks for a draft preview, which Next.js renders per request and streams
 * instead of serving the cached page. Only the front's buffering depends on it, so a stale or
 * forged cookie costs nothing: Next itself checks the cookie before it shows a draft.
 */
export const asksForDraftPreview = (request: NextRequest): boolean =>
  request.cookies.has(DRAFT_MODE_COOKIE)
