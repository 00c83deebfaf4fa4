import type { ReactNode } from 'react'

import { GlossaryErrorTexts } from '@/features/site/pages/glossary-error-texts.client'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

/** Hands the error screen (error.tsx, inside this layout) its words. */
const GlossaryLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const t = getT(await langOf({ params }), 'pages')
  return (
    <GlossaryErrorTexts texts={{ loadError: t('glossary.loadError'), retry: t('glossary.retry') }}>
      {children}
    </GlossaryErrorTexts>
  )
}

export default GlossaryLayout
