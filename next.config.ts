import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import {
  localeRedirects,
  localeRewrites,
  pageHeaderRules,
} from './src/server/platform/routing/locale-routes'
import { securityHeaderRules } from './src/server/platform/security/response-headers'

/**
 * With REDIS_URL, every instance shares Next's cache (pages, content and their tags) in Redis
 * (cache-handler.mjs), and keeps no copy of its own in front of it that another instance's
 * revalidation could not reach. Without it, Next's own cache, as ever. Read from the environment
 * directly: this file is loaded by Next before the app and its env module.
 */
const sharedCache = (): NextConfig =>
  process.env.REDIS_URL?.trim()
    ? { cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}

const nextConfig: NextConfig = {
  ...sharedCache(),
  // The test run builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project before it builds: the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.STUDIO_TYPES_CHECKED === '1' },
  // Each route's server code is loaded when the route is first asked for, not all at start: an
  // instance that serves the site never holds the CMS panel's code (idle memory 232 to 111 MB).
  experimental: {
    preloadEntriesOnStart: false,
    // A CI run builds once on a fresh clone that is then thrown away: writing Turbopack's build
    // cache (about 18 s here) would serve no later build. Elsewhere the next build reuses it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  reactStrictMode: true,
  images: {
    // The CMS's pictures, served by Payload's file route; nothing else is resized.
    localPatterns: [{ pathname: '/api/images/file/**' }],
    formats: ['image/avif', 'image/webp'],
    // The widths the layouts need (a card of 560 px on a 2× screen, a phone's width on a 3×
    // one), up to the pictures' own 1600 px: each is an entry of every srcset on the page.
    deviceSizes: [640, 828, 1200, 1600],
    imageSizes: [256, 384],
  },
  // PDFKit reads its font metrics from files beside its own code: it must stay a plain Node module.
  serverExternalPackages: ['pdfkit', 'swissqrbill'],
  headers: async () => [
    ...securityHeaderRules(process.env.NODE_ENV === 'production'),
    ...pageHeaderRules(),
  ],
  redirects: async () => localeRedirects(),
  // Before the build's own routes: /x is the French page of the app's /fr/x.
  rewrites: async () => ({ beforeFiles: localeRewrites(), afterFiles: [], fallback: [] }),
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers!

/**
 * Payload asks for the colour-scheme client hint on every path with `Critical-CH`, which makes
 * Chrome load a visitor's first page twice (about 0.6 s on a phone). Only its panel reads the
 * hint (the site's theme comes from the visitor's choice and the theme script), so the hint is
 * asked for under /cms only.
 */
const isColourSchemeHint = (rule: { source: string; headers: { key: string }[] }) =>
  rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')

export default {
  ...withPayloadConfig,
  headers: async () =>
    (await payloadHeaders()).map((rule) =>
      isColourSchemeHint(rule) ? { ...rule, source: '/cms/:path*' } : rule,
    ),
} satisfies NextConfig
