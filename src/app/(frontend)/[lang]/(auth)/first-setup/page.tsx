import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'

import { FirstSetupPanel } from '@/features/auth/first-setup-panel.client'
import { FormHeader } from '@/features/auth/form-header'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requirePortalUser } from '@/server/accounts'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'auth')('firstSetup.metaTitle'),
  robots: { index: false },
})

/** Signed-in only: the guard runs before anything is rendered. */
const FirstSetupPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  await requirePortalUser(payload, lang)
  const t = getT(lang, 'auth')
  return (
    <>
      <FormHeader title={t('firstSetup.title')} />
      <FirstSetupPanel lang={lang} />
    </>
  )
}

export default FirstSetupPage
