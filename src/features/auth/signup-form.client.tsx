'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { signupSchema, type SignupInput } from '@/domain/auth/schemas'
import { schemaField } from '@/domain/web/schema-field'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field } from '@/components/ui/field'

import { ApiError, callApi } from '@/components/api/api-client'
import { NewPasswordFields } from '@/components/forms/new-password-fields.client'
import { usePasswordStrength } from '@/components/forms/use-password-strength'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'

/** /auth/signup: a visitor opens a client account and lands, signed in, in the client area. */
export const SignupForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('auth')
  const validationMessage = useValidationMessage()
  const strength = usePasswordStrength(lang)
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      newsletter: true,
    },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const { email, firstName, lastName } = values
    const weak = await strength.check(values.password, [email, firstName, lastName])
    if (weak) return form.setError('password', { type: SERVER_ERROR, message: weak })
    try {
      await callApi('users/signup', { json: { ...values, language: lang }, lang })
    } catch (error) {
      if (error instanceof ApiError) {
        // The server parses the same schema: its field messages go under the fields.
        for (const { field, message } of error.fieldErrors) {
          const errorField = schemaField(signupSchema, field)
          if (errorField) form.setError(errorField, { type: SERVER_ERROR, message })
        }
      }
      const tooMany = error instanceof ApiError && error.status === 429
      return void toast.error(t('signup.error'), {
        description: tooMany ? error.message : undefined,
      })
    }
    setLeaving(true)
    toast.success(t('signup.success'))
    router.replace(localizePath('/espace-client', lang))
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={validationMessage(errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <Field
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={validationMessage(errors.lastName?.message)}
          {...form.register('lastName')}
        />
      </div>
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={validationMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <NewPasswordFields
        form={form}
        passwordLabel={t('fields.password')}
        confirmLabel={t('fields.confirmPassword')}
        onPasswordFocus={strength.preload}
      />
      <CheckboxField
        label={
          <>
            {t('signup.acceptTermsBefore')}
            <Link
              href={localizePath('/conditions', lang)}
              target="_blank"
              className="font-semibold text-blue-700 underline underline-offset-4 dark:text-blue-300"
            >
              {t('signup.termsLink')}
            </Link>
          </>
        }
        error={validationMessage(errors.acceptTerms?.message)}
        {...form.register('acceptTerms')}
      />
      <CheckboxField label={t('signup.newsletter')} {...form.register('newsletter')} />
      <Button type="submit" disabled={isSubmitting || leaving}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  )
}
