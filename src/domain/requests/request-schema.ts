import * as z from 'zod/mini'

import { validationMessage } from '../web/validation-message'
import { REQUEST_LIMITS } from './request-limits'

/**
 * A client's change request (page concerned and description both required), shared by the
 * portal form and the endpoint, which parses again. The project is one of the client's own; the
 * endpoint's access rule checks that against the database.
 */
const required = ({ max }: { max: number }) =>
  z
    .string({ error: validationMessage('required') })
    .check(
      z.trim(),
      z.minLength(1, validationMessage('required')),
      z.maxLength(max, validationMessage('maxChars', { max })),
    )

export const changeRequestSchema = z.object({
  project: z.coerce
    .number({ error: validationMessage('projectNotFound') })
    .check(
      z.refine((id) => Number.isSafeInteger(id) && id > 0, validationMessage('projectNotFound')),
    ),
  pageConcerned: required(REQUEST_LIMITS.pageConcerned),
  changeDescription: required(REQUEST_LIMITS.changeDescription),
})

export type ChangeRequestInput = z.input<typeof changeRequestSchema>
export type ChangeRequest = z.infer<typeof changeRequestSchema>
