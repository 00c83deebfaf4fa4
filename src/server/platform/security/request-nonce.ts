import { headers } from 'next/headers'

/**
 * The nonce of the policy the proxy gave this request, which Next.js also puts on its own
 * scripts; undefined on prerendered pages. Reading it renders the page per request.
 */
export const requestNonce = async (): Promise<string | undefined> =>
  /'nonce-([^']+)'/.exec((await headers()).get('content-security-policy') ?? '')?.[1]
