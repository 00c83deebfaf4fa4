import config from '@payload-config'
import { getPayload } from 'payload'
import { notFound } from 'next/navigation'

import { langOf, type LangParams } from '@/i18n/params'
import { requireClientArea } from '@/server/accounts'

/** Any other path of the client area: the guard first, so a visitor learns nothing of it. */
const PortalMissing = async (props: LangParams) => {
  const payload = await getPayload({ config })
  await requireClientArea(payload, await langOf(props))
  notFound()
}

export default PortalMissing
