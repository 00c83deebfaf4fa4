'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useTranslation } from '@/i18n/i18n-provider.client'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { ForgotPasswordForm } from './forgot-password-form.client'
import { FormHeader } from './form-header'
import { LoginForm } from './login-form.client'

/** /login: sign in, or ask for a reset link without leaving the page. */
export const LoginPanel = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('auth')
  const [mode, setMode] = useState<'login' | 'forgot'>('login')

  if (mode === 'forgot') {
    return (
      <>
        <FormHeader title={t('forgot.title')}>{t('forgot.subtitle')}</FormHeader>
        <ForgotPasswordForm lang={lang} onBack={() => setMode('login')} />
      </>
    )
  }
  return (
    <>
      <FormHeader title={t('login.title')}>{t('login.subtitle')}</FormHeader>
      <LoginForm lang={lang} onForgot={() => setMode('forgot')} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('login.noAccount')}{' '}
        <Link
          href={localizePath('/auth/signup', lang)}
          className="font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {t('login.signupLink')}
        </Link>
      </p>
    </>
  )
}
