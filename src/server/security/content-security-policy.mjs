// @ts-check
/**
 * The Content-Security-Policy of every response, in one place. Plain JavaScript because Next's
 * cache handler (static-page-csp-cache-handler.mjs), which stamps the policy of static pages, is
 * loaded by Node itself at `next start`, outside the TypeScript build.
 *
 * Scripts never run from another origin, nor from `eval` in production. An inline script runs only
 * when the page's policy names it: by the SHA-256 of its text on prerendered pages (they are files,
 * a per-request nonce cannot be in them), by a per-request nonce on pages rendered per request.
 */
import { createHash, randomBytes } from 'node:crypto'

/** React's development build rebuilds server error stacks with `eval`; production never does. */
const devEval = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []

/**
 * `style-src 'unsafe-inline'`: React renders `style` attributes and the toaster and the CMS panel
 * insert `<style>` elements at run time. A hash cannot name a style attribute and a prerendered page
 * cannot carry a nonce; a style cannot run code, so scripts stay strict while styles may be inline.
 *
 * @param {string[]} scriptSources what may run besides the site's own script files
 */
const pagePolicy = (scriptSources) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources, ...devEval].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The hash source that lets one inline script run.
 *
 * @param {string} text the script's text, exactly as between its tags
 */
export const scriptHash = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The hash sources of the inline scripts a page runs. Scripts with `src` load from the site's own
 * files ('self'); data blocks (`application/ld+json`) never run, so CSP does not look at them.
 * React escapes `<` in text, attributes and inline data, so a `</script>` can only close a tag.
 *
 * @param {string} html a rendered page
 * @returns {string[]}
 */
export const inlineScriptHashes = (html) => {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase()
    if (!SCRIPT_TYPES.has(type)) continue
    hashes.add(scriptHash(body))
  }
  return [...hashes]
}

/**
 * Policy of a prerendered (static or ISR) page: exactly the inline scripts its HTML holds.
 *
 * @param {string} html
 */
export const staticPagePolicy = (html) => pagePolicy(inlineScriptHashes(html))

/** A fresh nonce per response: 128 random bits. */
export const createNonce = () => randomBytes(16).toString('base64')

/**
 * Policy of a page rendered per request (portal, back office, sign-in): Next.js puts the nonce it
 * reads from the request's policy on its own scripts. Scripts of ours that are the same text on
 * every page (the layout's theme, font and below-fold scripts) are allowed by their hash: reading the nonce would make the root
 * layout, and so every public page, render per request.
 *
 * @param {string} nonce
 * @param {string[]} fixedScriptHashes
 */
export const requestPagePolicy = (nonce, fixedScriptHashes) =>
  pagePolicy([`'nonce-${nonce}'`, ...fixedScriptHashes])

/**
 * Policy of Payload's panel (/cms, rendered per request): the page policy with its nonce. Its
 * avatar is Payload's built-in one (payload.config.ts), so no image comes from elsewhere.
 *
 * @param {string} nonce
 */
export const cmsPanelPolicy = (nonce) => pagePolicy([`'nonce-${nonce}'`])

/**
 * Policy of everything under /api (JSON, stored files, invoice PDFs, CSV exports): nothing in a
 * response is ever rendered as a page, and a file opened in a tab runs nothing, even a crafted
 * SVG or HTML one.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox"
