import { redirect } from 'next/navigation'

import type { Locale } from '@/domain/locales'
import { getSessionUser } from '@/server/auth/session'

import { homeUrlOf } from './home-url'

/** Sign-in and sign-up pages send an account that is already signed in to its own space. */
export const redirectSignedIn = async (lang: Locale) => {
  const user = await getSessionUser()
  if (!user) return
  redirect(homeUrlOf(user, lang))
}
