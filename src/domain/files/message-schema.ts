import * as z from 'zod/mini'

/**
 * A message of a request's conversation, shared by the thread's form and the endpoint. 5,000
 * characters is the change request's own limit: longer texts go in an attached document.
 */
export const MESSAGE_MAX_LENGTH = 5000

export const messageSchema = z.object({
  request: z.coerce
    .number({ error: 'Demande introuvable' })
    .check(z.refine((id) => Number.isSafeInteger(id) && id > 0, 'Demande introuvable')),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Champ requis'),
      z.maxLength(MESSAGE_MAX_LENGTH, `Maximum ${MESSAGE_MAX_LENGTH} caractères`),
    ),
  // Generated once per message by the form: a second send of the same message (double click,
  // retry after a lost answer) finds the first instead of posting it twice.
  key: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Requête invalide')),
})

export type MessageInput = z.input<typeof messageSchema>
export type Message = z.infer<typeof messageSchema>
