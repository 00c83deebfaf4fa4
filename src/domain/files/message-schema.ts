import * as z from 'zod/mini'

import { REQUEST_LIMITS } from '../requests/request-limits'
import { validationMessage } from '../web/validation-message'

/**
 * A message of a request's conversation, shared by the thread's form and the endpoint. Its limit
 * is the change request's own: longer texts go in an attached document.
 */
export const MESSAGE_MAX_LENGTH = REQUEST_LIMITS.changeDescription.max

export const messageSchema = z.object({
  request: z.coerce
    .number({ error: validationMessage('requestNotFound') })
    .check(
      z.refine((id) => Number.isSafeInteger(id) && id > 0, validationMessage('requestNotFound')),
    ),
  body: z
    .string({ error: validationMessage('required') })
    .check(
      z.trim(),
      z.minLength(1, validationMessage('required')),
      z.maxLength(MESSAGE_MAX_LENGTH, validationMessage('maxChars', { max: MESSAGE_MAX_LENGTH })),
    ),
  // Generated once per message by the form: a second send of the same message (double click,
  // retry after a lost answer) finds the first instead of posting it twice.
  key: z
    .string({ error: validationMessage('requestInvalid') })
    .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, validationMessage('requestInvalid'))),
})

export type MessageInput = z.input<typeof messageSchema>
export type Message = z.infer<typeof messageSchema>
