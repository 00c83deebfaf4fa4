'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal.client'
import { reauthenticationSchema, type ReauthenticationInput } from '@/domain/auth/second-factor'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { withNotice } from '@/domain/web/notices'
import { useTranslation } from '@/i18n/i18n-provider.client'

type Typed = { password: string; secondFactor: string }

/** One field takes either kind: six digits are the app's code, anything else a recovery code. */
const toInput = ({ password, secondFactor }: Typed): ReauthenticationInput => {
  const typed = secondFactor.trim()
  if (!typed) return { password }
  return /^\d{6}$/.test(typed) ? { password, code: typed } : { password, recoveryCode: typed }
}

/**
 * 'Supprimer mon compte': what the erasure does, then a dialog that asks for the password (and
 * the second factor's code when the account has one) before the server erases everything and
 * signs the person out. The site's home then says it is done.
 */
export const EraseAccount = ({ lang, secondFactor }: { lang: Locale; secondFactor: boolean }) => {
  const { t } = useTranslation('account')
  const validationMessage = useValidationMessage()
  const [open, setOpen] = useState(false)
  const form = useForm<Typed>({ defaultValues: { password: '', secondFactor: '' } })
  const { errors, isSubmitting } = form.formState

  const erase = form.handleSubmit(async (typed) => {
    const parsed = reauthenticationSchema.safeParse(toInput(typed))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path[0] === 'password' ? 'password' : 'secondFactor'
      form.setError(field, { type: 'validate', message: issue?.message })
      return
    }
    try {
      await callApi('users/erase-me', { json: parsed.data, lang })
      window.location.replace(withNotice(localizePath('/', lang), 'account-erased'))
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('data.eraseError')
      const onCode = error instanceof ApiError && error.status === 400 && secondFactor
      form.setError(onCode ? 'secondFactor' : 'password', { type: SERVER_ERROR, message })
    }
  })

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="font-semibold">{t('data.eraseTitle')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('data.eraseIntro')}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('data.eraseAction')}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('data.eraseConfirmTitle')}>
        <form onSubmit={erase} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700 dark:text-slate-300">{t('data.eraseConfirmText')}</p>
          <Field
            label={t('data.password')}
            type="password"
            autoComplete="current-password"
            error={validationMessage(errors.password)}
            {...form.register('password')}
          />
          {secondFactor ? (
            <Field
              label={t('data.code')}
              autoComplete="one-time-code"
              error={validationMessage(errors.secondFactor)}
              {...form.register('secondFactor')}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('data.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {t('data.confirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  )
}
