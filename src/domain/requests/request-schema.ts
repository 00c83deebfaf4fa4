import { z } from 'zod'

/**
 * A client's change request (spec §5: page concerned and description both required, 'Champ
 * requis'), shared by the portal form and the endpoint, which parses again. The project is one of
 * the client's own; the endpoint's access rule checks that against the database.
 */
const required = (max: number) =>
  z.string().trim().min(1, 'Champ requis').max(max, `Maximum ${max} caractères`)

export const changeRequestSchema = z.object({
  project: z.coerce
    .number({ error: 'Projet introuvable' })
    .int('Projet introuvable')
    .positive('Projet introuvable'),
  pageConcerned: required(200),
  changeDescription: required(5000),
})

export type ChangeRequestInput = z.input<typeof changeRequestSchema>
export type ChangeRequest = z.infer<typeof changeRequestSchema>
