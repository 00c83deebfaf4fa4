import * as z from 'zod/mini'

/**
 * A client's change request (page concerned and description both required, 'Champ requis'),
 * shared by the portal form and the endpoint, which parses again. The project is one of
 * the client's own; the endpoint's access rule checks that against the database.
 */
const required = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Champ requis'), z.maxLength(max, `Maximum ${max} caractères`))

export const changeRequestSchema = z.object({
  project: z.coerce
    .number({ error: 'Projet introuvable' })
    .check(z.refine((id) => Number.isSafeInteger(id) && id > 0, 'Projet introuvable')),
  pageConcerned: required(200),
  changeDescription: required(5000),
})

export type ChangeRequestInput = z.input<typeof changeRequestSchema>
export type ChangeRequest = z.infer<typeof changeRequestSchema>
