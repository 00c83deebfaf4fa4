import type { Metadata } from 'next'
import Link from 'next/link'

import { localizePath } from '@/domain/web/locale-path'
import { FormHeader } from '@/features/auth/form-header'
import { redirectSignedIn } from '@/features/auth/redirect-signed-in'
import { SignupForm } from '@/features/auth/signup-form.client'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'auth')('signup.metaTitle'),
  robots: { index: false },
})

const SignupPage = async (props: LangParams) => {
  const lang = await langOf(props)
  await redirectSignedIn()
  const t = getT(lang, 'auth')
  return (
    <>
      <FormHeader title={t('signup.title')}>{t('signup.subtitle')}</FormHeader>
      <SignupForm lang={lang} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('signup.haveAccount')}{' '}
        <Link
          href={localizePath('/login', lang)}
          className="font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('signup.loginLink')}
        </Link>
      </p>
    </>
  )
}

export default SignupPage
