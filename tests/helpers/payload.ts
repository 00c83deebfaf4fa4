import crypto from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { GRANT_ROLE } from '@/access/roles'
import type { User } from '../../payload-types'

let instance: Promise<Payload> | undefined
/** The Payload instance of this test file, on the integration suite's scratch database. */
export const testPayload = () => (instance ??= getPayload({ config }))

export const TEST_PASSWORD = 'test-password-123'
export const ACTORS = ['visitor', 'clientA', 'clientB', 'editor', 'admin'] as const
export type ActorName = (typeof ACTORS)[number]
export type Actors = Record<Exclude<ActorName, 'visitor'>, User> & { visitor: null }

export const uniqueEmail = (label: string) =>
  `${label.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@test.example.com`

/** Test-only accounts with a known password, one per role (created as system code). */
export const createActors = async (payload: Payload): Promise<Actors> => {
  const make = (label: string, role: User['role']) =>
    payload.create({
      collection: 'users',
      data: {
        email: uniqueEmail(label),
        password: TEST_PASSWORD,
        role,
        firstName: label,
        lastName: 'Test',
      },
      overrideAccess: true,
      context: { [GRANT_ROLE]: true },
    })
  const [clientA, clientB, editor, admin] = await Promise.all([
    make('clientA', 'client'),
    make('clientB', 'client'),
    make('editor', 'editor'),
    make('admin', 'admin'),
  ])
  return { visitor: null, clientA, clientB, editor, admin }
}

/** The actors, client A reading English: its mails must follow the account's language. */
export const createActorsReadingEnglish = async (payload: Payload): Promise<Actors> => {
  const actors = await createActors(payload)
  await payload.update({
    collection: 'users',
    id: actors.clientA.id,
    data: { language: 'en' },
    overrideAccess: true,
  })
  return { ...actors, clientA: { ...actors.clientA, language: 'en' } }
}

/** A valid sign-up form for `email`, as the sign-up page sends it. */
export const signupForm = (email: string) => ({
  firstName: 'Léa',
  lastName: 'Favre',
  email,
  password: 'fleuve-orange-42',
  confirmPassword: 'fleuve-orange-42',
  acceptTerms: true,
})

/** Shorthand for system writes in fixtures (no user acts; access is not what is tested). */
export const system = { overrideAccess: true } as const

/**
 * A reset token made by system code, as `create-admin` makes one. The request gets an address of
 * its own: the per-address limit on forgotten passwords would otherwise count every test file's
 * system calls together.
 */
export const systemResetToken = async (payload: Payload, email: string) =>
  payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    overrideAccess: true,
    req: {
      headers: new Headers({ 'x-forwarded-for': `198.19.${randomOctet()}.${randomOctet()}` }),
    },
  })

const randomOctet = () => Math.floor(Math.random() * 256)
