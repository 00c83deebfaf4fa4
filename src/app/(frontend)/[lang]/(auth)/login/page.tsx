import type { Metadata } from 'next'
import { Suspense } from 'react'

import { LoginPanel } from '@/features/auth/login-panel.client'
import { redirectSignedIn } from '@/features/auth/redirect-signed-in'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'auth')('login.metaTitle'),
  robots: { index: false },
})

const LoginPage = async (props: LangParams) => {
  const lang = await langOf(props)
  await redirectSignedIn()
  return (
    <Suspense>
      <LoginPanel lang={lang} />
    </Suspense>
  )
}

export default LoginPage
