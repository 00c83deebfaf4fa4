import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { canUseBackOffice, canUsePortal } from '@/access/roles'
import type { Locale } from '@/domain/locales'
import { localizePath, safeNextPath } from '@/domain/web/locale-path'
import { withNotice } from '@/domain/web/notices'
import { PATH_HEADER } from '@/i18n/config'

/**
 * The signed-in account of this request, from Payload's HTTP-only cookie (the session must still
 * exist server-side: a signed-out or reset session is refused). Once per request.
 */
export const getSessionUser = cache(async (payload: Payload) => {
  const { user } = await payload.auth({ headers: await headers() })
  return user
})

/** /login, with the page the visitor asked for to come back to after signing in. */
export const loginRedirect = async (lang: Locale): Promise<never> => {
  const next = safeNextPath((await headers()).get(PATH_HEADER))
  const login = localizePath('/login', lang)
  redirect(next ? `${login}?next=${encodeURIComponent(next)}` : login)
}

/** Guard of the signed-in pages (client area, first setup). */
export const requirePortalUser = async (payload: Payload, lang: Locale) => {
  const user = await getSessionUser(payload)
  if (!user || !canUsePortal(user)) return loginRedirect(lang)
  return user
}

/** Guard of the back office: visitors sign in first, non-admins are sent to their own space. */
export const requireBackOfficeUser = async (payload: Payload) => {
  const user = await getSessionUser(payload)
  if (!user) return loginRedirect('fr')
  if (!canUseBackOffice(user)) redirect(withNotice('/espace-client', 'access-denied'))
  return user
}
