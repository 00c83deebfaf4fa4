import {
  allowedOrigins,
  checkOrigin,
  originRefusalLog,
  originRefusalMessage,
} from '@/domain/security/allowed-origins'

import { env } from '../config/env'

/** The origins of this deployment: Payload's CSRF and CORS lists, and the guard below. */
export const ALLOWED_ORIGINS = allowedOrigins({
  serverUrl: env.configuredServerUrl,
  port: env.port,
  extraOrigins: env.extraOrigins,
})

/**
 * A 403 for a mutation from an origin not allowed, logged with the variable to set; nothing when
 * the request may go on. The body has both shapes the app's clients read (`message`, Payload's
 * `errors`), so the refusal shows as it is instead of a later "Non authentifié".
 */
export const refuseForeignOrigin = (request: Request): Response | undefined => {
  const verdict = checkOrigin(request.method, request.headers.get('origin'), ALLOWED_ORIGINS)
  if (verdict.allowed) return undefined
  const { origin } = verdict
  const path = new URL(request.url).pathname
  console.warn(originRefusalLog({ method: request.method, path, origin }, ALLOWED_ORIGINS))
  const message = originRefusalMessage(origin)
  return Response.json({ message, errors: [{ message }] }, { status: 403 })
}

/**
 * A route handler that answers `refuseForeignOrigin` first. For the REST API, whose uploads the
 * proxy must not see: Next.js buffers a proxied request's body and cuts it at 10 MB.
 */
export const withAllowedOrigin =
  <Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) =>
  async (request: Request, ...args: Args): Promise<Response> =>
    refuseForeignOrigin(request) ?? handler(request, ...args)
