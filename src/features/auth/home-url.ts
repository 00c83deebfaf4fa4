import { homePathOf, type Actor } from '@/access/roles'
import type { Locale } from '@/domain/locales'
import { isFrenchOnly, localizePath } from '@/domain/web/locale-path'

/** The account's own space in the page's language (the back office only exists in French). */
export const homeUrlOf = (user: Actor, lang: Locale): string => {
  const home = homePathOf(user)
  return isFrenchOnly(home) ? home : localizePath(home, lang)
}
