import { notFound } from 'next/navigation'

import { requireBackOfficeUser } from '@/server/accounts/sessions/session'

/** Any other path of the back office: the admin guard first, so a non-admin learns nothing. */
const BackOfficeMissing = async () => {
  await requireBackOfficeUser()
  notFound()
}

export default BackOfficeMissing
