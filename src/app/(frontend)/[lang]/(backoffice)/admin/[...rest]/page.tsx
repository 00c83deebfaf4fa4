import config from '@payload-config'
import { getPayload } from 'payload'
import { notFound } from 'next/navigation'

import { requireBackOfficeUser } from '@/server/accounts'

/** Any other path of the back office: the admin guard first, so a non-admin learns nothing. */
const BackOfficeMissing = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  notFound()
}

export default BackOfficeMissing
