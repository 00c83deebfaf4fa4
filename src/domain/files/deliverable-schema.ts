import * as z from 'zod/mini'

import { validationMessage } from '../web/validation-message'

/**
 * A new deliverable (studio) or asset (client) with its first file, or a new version of one:
 * `deliverable` set, title and note then ignored. Shared by the upload forms and the endpoint.
 */
export const DELIVERABLE_TITLE_MAX = 200
export const DELIVERABLE_NOTE_MAX = 2000

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .check(z.refine((id) => Number.isSafeInteger(id) && id > 0, message))

export const deliverableUploadSchema = z.union([
  z.object({
    deliverable: positiveId(validationMessage('fileNotFound')),
  }),
  z.object({
    project: positiveId(validationMessage('projectNotFound')),
    title: z
      .string({ error: validationMessage('required') })
      .check(
        z.trim(),
        z.minLength(1, validationMessage('required')),
        z.maxLength(
          DELIVERABLE_TITLE_MAX,
          validationMessage('maxChars', { max: DELIVERABLE_TITLE_MAX }),
        ),
      ),
    note: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            DELIVERABLE_NOTE_MAX,
            validationMessage('maxChars', { max: DELIVERABLE_NOTE_MAX }),
          ),
        ),
    ),
  }),
])

export type DeliverableUpload = z.infer<typeof deliverableUploadSchema>
