import { notFound } from 'next/navigation'

import { langOf, type LangParams } from '@/i18n/params'
import { requirePortalUser } from '@/server/auth/session'

/** Any other path of the client area: the guard first, so a visitor learns nothing of it. */
const PortalMissing = async (props: LangParams) => {
  await requirePortalUser(await langOf(props))
  notFound()
}

export default PortalMissing
