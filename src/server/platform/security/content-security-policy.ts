/**
 * The Content-Security-Policy of every response, in one place (the proxy and next.config.ts
 * apply it). Scripts never run from another origin, nor from `eval` in production.
 */
import { randomBytes } from 'node:crypto'

/** React's development build rebuilds server error stacks with `eval`; production never does. */
const devEval = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []

/**
 * `style-src 'unsafe-inline'`: React renders `style` attributes and the toaster and the CMS panel
 * insert `<style>` elements at run time; a style cannot run code.
 */
const pagePolicy = (scriptSources: string[], frameAncestors = "'none'") =>
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
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')

/**
 * Policy of a prerendered page (public site, static or revalidated): the same file is served to
 * every visitor, so it can carry neither a nonce nor, without rewriting Next's cache, the hashes of
 * its own inline scripts (the RSC payload differs per page). Next.js's documented policy for pages
 * without nonces: inline scripts allowed, every other source still limited to the site. These
 * pages show only the studio's own content, which React escapes.
 */
export const STATIC_PAGE_POLICY = pagePolicy(["'unsafe-inline'"])

/**
 * Policy of a prerendered page in draft mode (an editor's preview, see /preview): the CMS panel's
 * live preview frames it, from the same origin only.
 */
export const DRAFT_PREVIEW_POLICY = pagePolicy(["'unsafe-inline'"], "'self'")

/** A fresh nonce per response: 128 random bits. */
export const createNonce = () => randomBytes(16).toString('base64')

/**
 * Policy of a page rendered per request (portal, back office, sign-in), which shows people's own
 * data: Next.js puts the nonce it reads from the request's policy on its own scripts, and the
 * layouts on theirs (`requestNonce`).
 */
export const requestPagePolicy = (nonce: string) => pagePolicy([`'nonce-${nonce}'`])

/** Policy of Payload's panel (/cms, rendered per request): a nonce, nothing from elsewhere. */
export const cmsPanelPolicy = (nonce: string) => pagePolicy([`'nonce-${nonce}'`])

/**
 * Policy of everything under /api (JSON, stored files, invoice PDFs, CSV exports): nothing in a
 * response is ever rendered as a page, and a file opened in a tab runs nothing, even a crafted
 * SVG or HTML one.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox"
