import type { Endpoint } from 'payload'
import * as z from 'zod/mini'

import { enrolmentSchema, secondFactorSchema } from '@/domain/auth/second-factor'
import {
  confirmEnrolment,
  disableSecondFactor,
  enrollerOf,
  startEnrolment,
  verifySignIn,
} from '@/server/accounts'
import { apiT } from '@/server/platform/i18n/request-language'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'

import { answer, readBody } from '../../_shared/read-body'

/** POST /api/users/second-factor/verify: the code (or recovery code) after the password. */
export const verifySecondFactor: Endpoint = {
  path: '/second-factor/verify',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'secondFactor')
    const body = await readBody(req, secondFactorSchema)
    if ('refusal' in body) return body.refusal
    return answer(await verifySignIn(req, body.data))
  },
}

const setupSchema = z.object({ ticket: z.optional(z.string().check(z.maxLength(200))) })

/** POST /api/users/second-factor/setup: a new secret's QR code and key (signed in, or a ticket). */
export const setupSecondFactor: Endpoint = {
  path: '/second-factor/setup',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'secondFactor')
    const body = await readBody(req, setupSchema)
    if ('refusal' in body) return body.refusal
    const enroller = await enrollerOf(req, body.data.ticket)
    if (!enroller)
      return Response.json({ message: apiT(req)('secondFactor.expired') }, { status: 401 })
    return answer(await startEnrolment(req, enroller))
  },
}

/** POST /api/users/second-factor/enable: the first code turns it on; the recovery codes, once. */
export const enableSecondFactor: Endpoint = {
  path: '/second-factor/enable',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'secondFactor')
    const body = await readBody(req, enrolmentSchema)
    if ('refusal' in body) return body.refusal
    const enroller = await enrollerOf(req, body.data.ticket)
    if (!enroller)
      return Response.json({ message: apiT(req)('secondFactor.expired') }, { status: 401 })
    return answer(await confirmEnrolment(req, enroller, body.data.code))
  },
}

const disableSchema = z.object({ code: enrolmentSchema.shape.code })

/** POST /api/users/second-factor/disable: a client turns it off with a current code. */
export const disableSecondFactorEndpoint: Endpoint = {
  path: '/second-factor/disable',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: apiT(req)('signedOut') }, { status: 401 })
    await enforceRateLimit(req, 'secondFactor')
    const body = await readBody(req, disableSchema)
    if ('refusal' in body) return body.refusal
    return answer(await disableSecondFactor(req, req.user, body.data.code))
  },
}
