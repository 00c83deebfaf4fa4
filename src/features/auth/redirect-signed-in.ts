import { redirect } from 'next/navigation'

import { getSessionUser } from '@/server/accounts/sessions/session'

import { landingUrlOf } from './home-url'

/** Sign-in and sign-up pages send an account that is already signed in to its own space. */
export const redirectSignedIn = async () => {
  const user = await getSessionUser()
  if (!user) return
  redirect(landingUrlOf(user))
}
