import { homePathOf, type Actor } from '@/access/roles'
import { preferredLanguageOf } from '@/domain/users/language'
import { isFrenchOnly, localizePath, splitLocale } from '@/domain/web/locale-path'

/** A signed-in account as the sign-in answers it: its role and its chosen language. */
export type SignedInAccount = (NonNullable<Actor> & { language?: unknown }) | null | undefined

/** `path` (in any language) in the account's own language; the back office only exists in French. */
const inLanguageOf = (user: SignedInAccount, path: string) => {
  const { path: unprefixed } = splitLocale(path)
  return isFrenchOnly(unprefixed) ? unprefixed : localizePath(unprefixed, preferredLanguageOf(user))
}

/**
 * Where an account lands after signing in: the page the guard sent it from, else its own space,
 * either in the language it chose (its portal, e-mails and PDFs then agree), whatever the sign-in
 * page's language was.
 */
export const landingUrlOf = (user: SignedInAccount, next: string | null = null): string =>
  inLanguageOf(user, next ?? homePathOf(user))
