import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { NextRequest } from 'next/server'

/** The cookie Next.js's draft mode sets (`draftMode().enable()` in /preview). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The build's draft-mode id, from the prerender manifest Next writes into its build folder (the
 * folder next.config.ts names). Next gives the proxy no API for it.
 */
const readDraftModeId = (): string | null => {
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { preview?: { previewModeId?: string } }
    return manifest.preview?.previewModeId ?? null
  } catch {
    return null
  }
}

let draftModeId: string | null | undefined

/**
 * Whether Next.js renders this request in draft mode: it then renders public pages per request
 * instead of serving them from the cache. Only a valid cookie counts: one left over from an
 * earlier build is ignored by Next, which serves the cached page, and so must be here.
 */
export const isDraftPreview = (request: NextRequest): boolean => {
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value
  if (!cookie) return false
  draftModeId ??= readDraftModeId()
  return cookie === draftModeId
}
