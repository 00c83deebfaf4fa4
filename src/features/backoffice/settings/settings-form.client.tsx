'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { PAYMENT_DAYS_MAX } from '@/domain/billing/invoice-dates'
import { FILE_MAX_MEGABYTES_CEILING } from '@/domain/files/file-rules'
import { CANNED_REPLY_KEYS } from '@/domain/settings/canned-replies'
import { settingsSchema, type SettingsInput } from '@/domain/settings/settings-schema'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { callApi } from '@/components/api/api-client'
import { useValidationMessage } from '@/components/forms/use-validation-message'

import { STUDIO_IDENTITY_IN_CMS } from './settings-links'

export type SettingsTab = 'replies' | 'general'

/** Where the site's prices and guarantee are written, in French and English (the home global). */
const HOME_PRICING_IN_CMS = '/cms/globals/home-page'
const cmsLink = 'font-medium text-blue-700 underline underline-offset-4 dark:text-blue-400'

/** The tab holding the first invalid field, so a refused save shows what to correct. */
const tabOf = (errors: FieldErrors<SettingsInput>): SettingsTab =>
  errors.cannedReplies ? 'replies' : 'general'

/**
 * The canned replies and the general settings: one form over two tabs, checked by the same schema
 * as the server's. A failed save keeps every typed value and says why.
 */
export const SettingsForm = ({
  initial,
  creditor,
  tab,
  onTab,
}: {
  initial: SettingsInput
  /** The invoices' creditor as the studio's identity gives it: company, address, VAT number. */
  creditor: string[]
  tab: SettingsTab
  onTab: (tab: SettingsTab) => void
}) => {
  const { t } = useTranslation('backoffice')
  const form = useForm<SettingsInput>({
    resolver: zodResolver(settingsSchema),
    defaultValues: initial,
  })
  const [saving, setSaving] = useState(false)
  const validationMessage = useValidationMessage()
  const { errors } = form.formState
  const save = form.handleSubmit(
    async (values) => {
      setSaving(true)
      try {
        // The back office is French: the server's refusals too, whatever the browser's language.
        await callApi('globals/settings', { method: 'POST', json: values, lang: 'fr' })
        toast.success(t('settings.form.saved'), { description: t('common.changesSaved') })
        form.reset(values)
      } catch (error) {
        toast.error(t('common.error'), { description: (error as Error).message })
      } finally {
        setSaving(false)
      }
    },
    (invalid) => onTab(tabOf(invalid)),
  )
  const hours = { valueAsNumber: true } as const
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6">
      <div
        role="tabpanel"
        id="panel-replies"
        aria-labelledby="tab-replies"
        hidden={tab !== 'replies'}
      >
        <div className="grid gap-4">
          {CANNED_REPLY_KEYS.map((key) => (
            <TextareaField
              key={key}
              label={t(`cannedReply.${key}`, { ns: 'labels' })}
              rows={3}
              error={validationMessage(errors.cannedReplies?.[key])}
              {...form.register(`cannedReplies.${key}`)}
            />
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id="panel-general"
        aria-labelledby="tab-general"
        hidden={tab !== 'general'}
      >
        <div className="grid gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('settings.form.pricingNote')}{' '}
            <a href={HOME_PRICING_IN_CMS} className={cmsLink}>
              {t('settings.form.pricingLink')}
            </a>
            .
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              type="number"
              step={1}
              min={0}
              label={t('settings.form.slaWarn')}
              error={validationMessage(errors.slaWarnHours)}
              {...form.register('slaWarnHours', hours)}
            />
            <Field
              type="number"
              step={1}
              min={0}
              label={t('settings.form.slaCritical')}
              error={validationMessage(errors.slaCriticalHours)}
              {...form.register('slaCriticalHours', hours)}
            />
          </div>
          <Field
            type="number"
            step={1}
            min={1}
            max={FILE_MAX_MEGABYTES_CEILING}
            label={t('settings.form.fileMax')}
            hint={t('settings.form.fileMaxHint')}
            error={validationMessage(errors.fileMaxMegabytes)}
            {...form.register('fileMaxMegabytes', hours)}
          />
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-sm font-semibold">{t('settings.form.billing')}</legend>
            <div className="text-sm">
              <p className="font-medium">{t('settings.form.creditor')}</p>
              {creditor.length ? (
                <p className="text-slate-700 dark:text-slate-300">{creditor.join(' · ')}</p>
              ) : null}
              <p className="text-slate-600 dark:text-slate-400">
                {t('settings.form.creditorNote')}{' '}
                <a href={STUDIO_IDENTITY_IN_CMS} className={cmsLink}>
                  {t('settings.form.creditorLink')}
                </a>
                .
              </p>
            </div>
            <Field
              label={t('settings.form.iban')}
              error={validationMessage(errors.billing?.iban)}
              {...form.register('billing.iban')}
            />
            <Field
              type="number"
              step={1}
              min={0}
              max={PAYMENT_DAYS_MAX}
              label={t('settings.form.paymentTerm')}
              hint={t('settings.form.paymentTermHint')}
              error={validationMessage(errors.billing?.paymentTermDays)}
              {...form.register('billing.paymentTermDays', hours)}
            />
          </fieldset>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={saving}>
          {t('settings.form.save')}
        </Button>
      </div>
    </form>
  )
}
