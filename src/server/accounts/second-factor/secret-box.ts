import crypto from 'node:crypto'

import { resolvePayloadSecret } from '@/server/platform/config/secret'

/**
 * Keys derived from the app's secret (PAYLOAD_SECRET or the generated one) with HKDF, one per use,
 * so no new setting is needed and a key never serves two purposes. Rotating the secret makes the
 * stored TOTP secrets unreadable: those accounts enrol again after an admin's reset.
 */
const derive = (purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', resolvePayloadSecret(), 'studio-web', purpose, 32))

let keys: { totp: Buffer; recovery: Buffer } | undefined
const keysOf = () =>
  (keys ??= { totp: derive('totp-secret-aes-256-gcm'), recovery: derive('recovery-code-hmac') })

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; tampering makes `openSecret` throw. */
export const sealSecret = (plain: string) => {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keysOf().totp, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')
}

export const openSecret = (sealed: string) => {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable sealed secret')
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    keysOf().totp,
    Buffer.from(iv, 'base64url'),
  )
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}

/** A recovery code (normalized) as stored: an HMAC, so the database alone cannot give it back. */
export const hashRecoveryCode = (normalized: string) =>
  crypto.createHmac('sha256', keysOf().recovery).update(normalized).digest('base64url')

/** A one-time value (the pending sign-in's ticket) as stored: its SHA-256. */
export const hashTicket = (ticket: string) =>
  crypto.createHash('sha256').update(ticket).digest('base64url')
