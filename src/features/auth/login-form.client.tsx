'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { useLanguageSwitch } from '@/components/language/use-language-switch'
import { preferredLanguageOf } from '@/domain/users/language'
import { loginSchema, type LoginInput } from '@/domain/auth/schemas'
import type { Locale } from '@/domain/locales'
import { safeNextPath } from '@/domain/web/locale-path'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'

import { landingUrlOf, type SignedInAccount } from './home-url'
import { type HeldSignIn, SecondFactorStep } from './second-factor-step.client'
import { useValidationMessage } from '@/components/forms/use-validation-message'

export const LoginForm = ({ lang, onForgot }: { lang: Locale; onForgot: () => void }) => {
  const { t } = useTranslation('auth')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const { remember } = useLanguageSwitch()
  const next = safeNextPath(useSearchParams().get('next'))
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  // Stays disabled while the next page loads, so a second click cannot sign in twice.
  const [leaving, setLeaving] = useState(false)
  // A right password of an account with a second factor: the code comes next.
  const [held, setHeld] = useState<{ user: SignedInAccount; secondFactor: HeldSignIn } | null>(null)

  const enter = (user: SignedInAccount) => {
    setLeaving(true)
    toast.success(t('login.success'))
    // The account's language becomes the browser's choice too, so the site's language routing
    // (its cookie) does not send the landing page back to the other language.
    remember(preferredLanguageOf(user))
    router.replace(landingUrlOf(user, next))
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user, secondFactor } = await callApi<{
        user: SignedInAccount
        secondFactor?: HeldSignIn
      }>('users/login', { json: values, lang, fallback: t('login.error') })
      if (secondFactor) setHeld({ user, secondFactor })
      else enter(user)
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('login.error'))
    }
  })

  if (held) {
    return <SecondFactorStep lang={lang} held={held.secondFactor} onDone={() => enter(held.user)} />
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={validationMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={validationMessage(errors.password?.message)}
        {...form.register('password')}
      />
      <button
        type="button"
        onClick={onForgot}
        className="self-end text-sm text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
      >
        {t('login.forgotLink')}
      </button>
      <Button type="submit" disabled={isSubmitting || leaving}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
