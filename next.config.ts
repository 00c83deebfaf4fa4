import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import {
  localeRedirects,
  localeRewrites,
  pageHeaderRules,
} from './src/server/routing/locale-routes'
import { securityHeaderRules } from './src/server/security/response-headers'

const nextConfig: NextConfig = {
  // The test run builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
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
