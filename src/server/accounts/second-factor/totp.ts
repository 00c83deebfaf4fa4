import crypto from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

import { RECOVERY_CODE_COUNT, TOTP_TOLERANCE_SECONDS } from '@/domain/auth/second-factor'

import { hashRecoveryCode } from './secret-box'

const ISSUER = 'Studio'

/** A new TOTP secret (base32, 160 bits) and what an authenticator app needs to add it. */
export const newTotpSecret = async (accountEmail: string) => {
  const secret = generateSecret()
  const uri = generateURI({ issuer: ISSUER, label: accountEmail, secret })
  // Drawn on the server as SVG: the secret never goes to a third-party QR service.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, uri, qrSvg }
}

/**
 * The time step a code matched (the current one, or one step either side), or null. A step at or
 * before `lastStep` is refused: the same code cannot be used twice.
 */
export const matchTotp = async (
  secret: string,
  code: string,
  lastStep: number | null | undefined,
  now = new Date(),
) => {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(typeof lastStep === 'number' && { afterTimeStep: lastStep }),
  })
  // A TOTP match carries its time step (the union type also covers HOTP's answers).
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** Crockford-like alphabet: no I, L, O, U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Ten codes of ten characters (50 bits each), shown once; only their HMACs are stored. */
export const newRecoveryCodes = () => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % 32]).join(''),
  )
  return { codes, hashes: codes.map(hashRecoveryCode) }
}
