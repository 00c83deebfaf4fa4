/* Payload's REST API at /api (generated shape). GraphQL is disabled in payload.config.ts. */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withAllowedOrigin } from '@/server/platform/security/origin-guard'

export const GET = REST_GET(config)
// Mutations from an origin not allowed get a clear 403 here (the proxy does it for pages).
export const POST = withAllowedOrigin(REST_POST(config))
export const DELETE = withAllowedOrigin(REST_DELETE(config))
export const PATCH = withAllowedOrigin(REST_PATCH(config))
export const PUT = withAllowedOrigin(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
