'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import type { Locale } from '@/domain/locales'
import { contactSchema, type ContactInput } from '@/domain/site/contact-form'
import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { ApiError, callApi } from '@/components/api/api-client'
import { useValidationMessage } from '@/components/forms/use-validation-message'

import type { SupportFormTexts } from './support-form-texts'

const empty = (lang: Locale): ContactInput => ({
  name: '',
  email: '',
  subject: '',
  priority: 'medium',
  message: '',
  language: lang,
})

/**
 * /support's form, with the labels, button and confirmation editors wrote in /cms and the spec's
 * rules: sent to the studio, then reset; on failure the text stays in the form.
 */
export const ContactForm = ({ lang, texts }: { lang: Locale; texts: SupportFormTexts }) => {
  const { t } = useTranslation('pages')
  const validationMessage = useValidationMessage()
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty(lang),
  })
  const { errors, isSubmitting } = form.formState
  const length = useWatch({ control: form.control, name: 'message' })?.length ?? 0

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi(`forms/${SUPPORT_FORM_SLUG}/submit`, {
        json: values,
        lang,
        fallback: t('support.form.errorDescription'),
      })
      toast.success(t('support.form.success'), { description: texts.confirmation })
      form.reset(empty(lang))
    } catch (error) {
      const description =
        error instanceof ApiError ? error.message : t('support.form.errorDescription')
      toast.error(t('support.form.error'), { description })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={texts.labels.name}
          autoComplete="name"
          error={validationMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <Field
          label={texts.labels.email}
          type="email"
          autoComplete="email"
          error={validationMessage(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field
          label={texts.labels.subject}
          error={validationMessage(errors.subject?.message)}
          {...form.register('subject')}
        />
        <SelectField label={texts.labels.priority} {...form.register('priority')}>
          {texts.priorities.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={texts.labels.message}
        hint={`${length} / 2000`}
        error={validationMessage(errors.message?.message)}
        {...form.register('message')}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('support.form.submitting') : texts.submit}
      </Button>
    </form>
  )
}
