import * as z from 'zod/mini'

import { validationMessage } from '../web/validation-message'

/** The longest reason an admin may give for a rejection: a few paragraphs of an e-mail. */
export const REJECTION_REASON_MAX = 1000

/**
 * 'Rejeter' with its optional reason, shared by the confirmation's form and the endpoint. An empty
 * reason is none: nothing is mailed; a reason given is mailed to the brief's sender.
 */
export const rejectionSchema = z.object(
  {
    reason: z.optional(
      z
        .string({ error: validationMessage('requestInvalid') })
        .check(
          z.trim(),
          z.maxLength(
            REJECTION_REASON_MAX,
            validationMessage('maxChars', { max: REJECTION_REASON_MAX }),
          ),
        ),
    ),
  },
  { error: validationMessage('requestInvalid') },
)

export type RejectionInput = z.input<typeof rejectionSchema>

/** The reason to mail and journal: null when none was written. */
export const rejectionReasonOf = ({ reason }: z.infer<typeof rejectionSchema>) => reason || null
