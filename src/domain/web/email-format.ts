import * as z from 'zod/mini'

/** Zod's e-mail check as a check (Zod mini's `z.email()` is a schema, which could not trim first). */
export const emailFormat = (message: string) => z.regex(z.regexes.email, message)
