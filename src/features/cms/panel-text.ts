import { useTranslation } from '@payloadcms/ui'
import { useCallback } from 'react'

import type frCms from '@/i18n/locales/fr/cms.json'
import { PANEL_NAMESPACE } from '@/i18n/panel'

type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}:`>
}[keyof T & string]

export type PanelTextKey = Keys<typeof frCms>

/** A text of the panel's components, in the panel's language (Payload's `t`, nested by colons). */
export const usePanelText = () => {
  const { t } = useTranslation()
  return useCallback(
    (key: PanelTextKey) => (t as (key: string) => string)(`${PANEL_NAMESPACE}:${key}`),
    [t],
  )
}
