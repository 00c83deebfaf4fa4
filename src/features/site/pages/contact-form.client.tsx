'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import type { Locale } from '@/domain/locales'
import { CONTACT_PRIORITIES, contactSchema, type ContactInput } from '@/domain/site/contact-form'
import { ApiError, callApi } from '@/components/api/api-client'
import { useValidationMessage } from '@/components/forms/use-validation-message'

const empty = (lang: Locale): ContactInput => ({
  name: '',
  email: '',
  subject: '',
  priority: 'medium',
  message: '',
  language: lang,
})

/** /support's form: sent to the studio, then reset; on failure the text stays in the form. */
export const ContactForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('pages')
  const tv = useValidationMessage()
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty(lang),
  })
  const { errors, isSubmitting } = form.formState
  const length = useWatch({ control: form.control, name: 'message' })?.length ?? 0

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('contact-messages/send', {
        json: values,
        lang,
        fallback: t('support.form.errorDescription'),
      })
      toast.success(t('support.form.success'), {
        description: t('support.form.successDescription'),
      })
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
          label={t('support.form.name')}
          autoComplete="name"
          error={tv(errors.name?.message)}
          {...form.register('name')}
        />
        <Field
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          error={tv(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field
          label={t('support.form.subject')}
          error={tv(errors.subject?.message)}
          {...form.register('subject')}
        />
        <SelectField label={t('support.form.priority')} {...form.register('priority')}>
          {CONTACT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`support.form.priorities.${priority}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={t('support.form.message')}
        hint={`${length} / 2000`}
        error={tv(errors.message?.message)}
        {...form.register('message')}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('support.form.submitting') : t('support.form.submit')}
      </Button>
    </form>
  )
}
