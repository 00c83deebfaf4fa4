import { notFound } from 'next/navigation'

import { langOf, type LangParams } from '@/i18n/params'
import { requireClientArea } from '@/server/accounts/view-as/view-as'

/** Any other path of the client area: the guard first, so a visitor learns nothing of it. */
const PortalMissing = async (props: LangParams) => {
  await requireClientArea(await langOf(props))
  notFound()
}

export default PortalMissing
