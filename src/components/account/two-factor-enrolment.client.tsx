'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { zodResolver } from '@/components/forms/zod-resolver'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { enrolmentSchema, type EnrolmentInput } from '@/domain/auth/second-factor'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

type Setup = { qrSvg: string; key: string }

/**
 * Turning the second factor on: a new secret's QR code (drawn by our server) and key, the first
 * code to confirm it, then the ten recovery codes, shown this once. `ticket` when a sign-in is
 * waiting for it (staff sent here right after the password); without it, the signed-in account.
 */
export const TwoFactorEnrolment = ({
  lang,
  ticket,
  onDone,
}: {
  lang: Locale
  ticket?: string
  onDone: () => void
}) => {
  const { t } = useTranslation('account')
  const validationMessage = useValidationMessage()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [starting, setStarting] = useState(false)
  const form = useForm<EnrolmentInput>({
    resolver: zodResolver(enrolmentSchema),
    defaultValues: { ticket, code: '' },
  })
  const { errors, isSubmitting } = form.formState

  const start = async () => {
    setStarting(true)
    try {
      setSetup(await callApi<Setup>('users/second-factor/setup', { json: { ticket }, lang }))
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('twoFactor.error'))
    } finally {
      setStarting(false)
    }
  }

  const confirm = form.handleSubmit(async (values) => {
    try {
      const answer = await callApi<{ recoveryCodes: string[] }>('users/second-factor/enable', {
        json: values,
        lang,
      })
      setCodes(answer.recoveryCodes)
      toast.success(t('twoFactor.enabled'))
    } catch (error) {
      form.setError('code', {
        type: SERVER_ERROR,
        message: error instanceof ApiError ? error.message : t('twoFactor.error'),
      })
    }
  })

  if (codes) {
    return (
      <div className="flex flex-col gap-3">
        <h3 id="recovery-codes-title" className="font-semibold">
          {t('twoFactor.codesTitle')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.codesIntro')}</p>
        <ul
          aria-labelledby="recovery-codes-title"
          className="grid grid-cols-2 gap-2 font-mono text-sm"
        >
          {codes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
              {code}
            </li>
          ))}
        </ul>
        <Button onClick={onDone} className="self-start">
          {t('twoFactor.codesDone')}
        </Button>
      </div>
    )
  }
  if (!setup) {
    return (
      <Button onClick={start} disabled={starting} className="self-start">
        {t('twoFactor.start')}
      </Button>
    )
  }
  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
      <p className="text-sm">{t('twoFactor.scan')}</p>
      {/* Our own server's SVG (qrcode), no script: the secret never leaves for a QR service. */}
      <div
        role="img"
        aria-label="QR code"
        className="w-48 rounded bg-white p-2"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        {t('twoFactor.keyLabel')} : <code className="font-mono break-all">{setup.key}</code>
      </p>
      <Field
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={validationMessage(errors.code)}
        {...form.register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('twoFactor.confirming') : t('twoFactor.confirm')}
      </Button>
    </form>
  )
}
