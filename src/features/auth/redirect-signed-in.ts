import config from '@payload-config'
import { getPayload } from 'payload'
import { redirect } from 'next/navigation'

import { getSessionUser } from '@/server/accounts'

import { landingUrlOf } from './home-url'

/** Sign-in and sign-up pages send an account that is already signed in to its own space. */
export const redirectSignedIn = async () => {
  const payload = await getPayload({ config })
  const user = await getSessionUser(payload)
  if (!user) return
  redirect(landingUrlOf(user))
}
