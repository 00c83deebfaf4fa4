import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The newsletter's links carry a token signed with an HMAC of the app's secret: the address it is
 * for, what it may do, and (for a confirmation) until when. Nothing is stored: a token is valid
 * because the server signed it, and it names its address, so it cannot act on another one.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe'

type Claims = { p: TokenPurpose; e: string; x?: number }

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' }

/** A key of its own, derived from the secret, so these tokens sign nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('newsletter-links').digest()

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest()

export const signNewsletterToken = (
  secret: string,
  purpose: TokenPurpose,
  email: string,
  expiresAt?: Date,
) => {
  const claims: Claims = { p: purpose, e: email, ...(expiresAt && { x: expiresAt.getTime() }) }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${signatureOf(secret, body).toString('base64url')}`
}

const claimsOf = (body: string): Claims | null => {
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>
    return typeof claims.e === 'string' && typeof claims.p === 'string' ? (claims as Claims) : null
  } catch {
    // Not JSON: a forged or damaged token, refused like a bad signature below.
    return null
  }
}

/** Checks a token's signature, purpose and expiry; never throws on bad input. */
export const readNewsletterToken = (
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
  now = new Date(),
): TokenCheck => {
  if (typeof token !== 'string' || token.length > 2_000) return { ok: false, reason: 'invalid' }
  const [body = '', signature = '', ...rest] = token.split('.')
  const given = Buffer.from(signature, 'base64url')
  const expected = signatureOf(secret, body)
  if (rest.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' }
  }
  const claims = claimsOf(body)
  if (!claims || claims.p !== purpose) return { ok: false, reason: 'invalid' }
  if (claims.x !== undefined && claims.x <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, email: claims.e }
}
