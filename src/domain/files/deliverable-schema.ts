import * as z from 'zod/mini'

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
    deliverable: positiveId('Fichier introuvable'),
  }),
  z.object({
    project: positiveId('Projet introuvable'),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Champ requis'),
        z.maxLength(DELIVERABLE_TITLE_MAX, `Maximum ${DELIVERABLE_TITLE_MAX} caractères`),
      ),
    note: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(DELIVERABLE_NOTE_MAX, `Maximum ${DELIVERABLE_NOTE_MAX} caractères`),
        ),
    ),
  }),
])

export type DeliverableUpload = z.infer<typeof deliverableUploadSchema>
