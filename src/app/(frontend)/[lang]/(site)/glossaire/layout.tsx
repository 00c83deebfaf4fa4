import type { ReactNode } from 'react'

import { I18nProvider } from '@/i18n/i18n-provider.client'
import { langOf, type LangParams } from '@/i18n/params'
import { clientMessages } from '@/i18n/translator'

/** The glossary's own texts, for the glossary browser and the error screen (error.tsx, inside it). */
const GlossaryLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const lang = await langOf({ params })
  return (
    <I18nProvider lang={lang} messages={clientMessages(lang, ['glossary'])}>
      {children}
    </I18nProvider>
  )
}

export default GlossaryLayout
