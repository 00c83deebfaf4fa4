import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { refuseInvalidForm } from '@/server/platform/http/form-refusal'

/**
 * The JSON body parsed with a form's schema; a refusal (400, each field's message in the
 * request's language) when it does not fit.
 */
export const readBody = async <S extends z.ZodMiniType>(
  req: PayloadRequest,
  schema: S,
): Promise<{ data: z.infer<S> } | { refusal: Response }> => {
  const parsed = schema.safeParse(await req.json?.().catch(() => null))
  if (parsed.success) return { data: parsed.data }
  return { refusal: refuseInvalidForm(req, parsed.error.issues) }
}

/** A use case's outcome as the answer: its data, or its refusal's status and message. */
export const answer = (outcome: { ok: true } | { ok: false; status: number; message: string }) =>
  outcome.ok
    ? Response.json(outcome)
    : Response.json({ message: outcome.message }, { status: outcome.status })
