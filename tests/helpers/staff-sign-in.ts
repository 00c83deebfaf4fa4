import { GRANT_ROLE } from '@/access/roles'

import type { User } from '../../payload-types'
import { TEST_PASSWORD, testPayload, uniqueEmail } from './payload'
import { rest } from './rest'
import { codeAt } from './second-factor'

/** A fresh account of `role` with the test password (system fixture). */
export const createAccount = async (role: User['role'], label: string = role) =>
  (await testPayload()).create({
    collection: 'users',
    data: { email: uniqueEmail(label), password: TEST_PASSWORD, role, language: 'fr' },
    overrideAccess: true,
    context: { [GRANT_ROLE]: true },
  })

type HeldSignIn = { step: 'verify' | 'enrol'; ticket: string }

/** A password sign-in kept waiting for its second factor: its token, and what it still needs. */
export const signInHeld = async (email: string, password = TEST_PASSWORD) => {
  const { status, data, headers } = await rest('POST', 'users/login', {
    json: { email, password },
    heldSignIn: true,
  })
  return {
    status,
    token: data.token as string,
    secondFactor: data.secondFactor as HeldSignIn | undefined,
    cookie: headers.get('set-cookie'),
    message: data.message as string | undefined,
  }
}

/**
 * Enrols through the sign-in: the password, the QR code's key, the first code. Returns the now
 * working token, the key (to compute later codes) and the recovery codes shown once.
 */
export const signInAndEnrol = async (email: string) => {
  const held = await signInHeld(email)
  const setup = await rest('POST', 'users/second-factor/setup', {
    json: { ticket: held.secondFactor?.ticket },
  })
  const key = setup.data.key as string
  const enable = await rest('POST', 'users/second-factor/enable', {
    json: { ticket: held.secondFactor?.ticket, code: await codeAt(key) },
  })
  if (enable.status !== 200) throw new Error(`Enrolment failed: ${JSON.stringify(enable.data)}`)
  return { token: held.token, key, recoveryCodes: enable.data.recoveryCodes as string[] }
}

export const me = async (token: string) =>
  (await rest('GET', 'users/me', { token })).data.user as { id: number; email: string } | null

/** The second step of a held sign-in, as the sign-in page sends it. */
export const verify = (
  ticket: string | undefined,
  body: { code: string } | { recoveryCode: string },
) => rest('POST', 'users/second-factor/verify', { json: { ticket, ...body } })
