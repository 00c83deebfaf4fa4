import type { Metadata } from 'next'
import { Suspense } from 'react'

import { FormHeader } from '@/features/auth/form-header'
import { ResetPasswordForm } from '@/features/auth/reset-password-form.client'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'auth')('reset.metaTitle'),
  robots: { index: false },
  // The token is in the URL: never send it to another site as a referrer.
  referrer: 'no-referrer',
})

const ResetPasswordPage = async (props: LangParams) => {
  const lang = await langOf(props)
  const t = getT(lang, 'auth')
  return (
    <>
      <FormHeader title={t('reset.title')}>{t('reset.subtitle')}</FormHeader>
      <Suspense>
        <ResetPasswordForm lang={lang} />
      </Suspense>
    </>
  )
}

export default ResetPasswordPage
