'use client'

import { BELOW_FOLD_SCRIPT } from './below-fold-script'
import { FONT_DATA, FONT_DATA_ID, FONT_SCRIPT } from './font/font-script'
import { THEME_SCRIPT } from './theme-script'

/**
 * The layout's inline scripts, in the order they must run: the theme before the first paint, the
 * typeface (its bytes, then the script that reads them) before the body is parsed, the deferred
 * blocks' listener.
 *
 * A client component so that their text is in the HTML once: a server component's markup is
 * also written into the page's RSC payload, which repeated the font's 38 KB of base64 (the
 * browser parsed and compiled both). The RSC payload only names a client component; its text
 * is rendered by the server (where `window` is undefined) and left out of the browser's bundle
 * (Next replaces `typeof window` there, so the imports above are dropped; the e2e suite checks
 * that the bytes are in no script). React neither compares nor rewrites a script's content when
 * it hydrates, and the browser had already run the scripts as it parsed the HTML.
 */
const ATTRIBUTES = [{}, { id: FONT_DATA_ID, type: 'text/plain' }, {}, {}]
const TEXTS =
  typeof window === 'undefined' ? [THEME_SCRIPT, FONT_DATA, FONT_SCRIPT, BELOW_FOLD_SCRIPT] : []

export const HeadScripts = () =>
  ATTRIBUTES.map((attributes, index) => (
    <script
      key={index}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: TEXTS[index] ?? '' }}
      suppressHydrationWarning
    />
  ))
