'use client'

import { type ReactNode, useMemo, useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { zodResolver } from '@/components/forms/zod-resolver'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { type FormField, formSchema } from '@/domain/forms/form-fields'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

const emptyAnswers = (fields: readonly FormField[], lang: Locale): FieldValues => ({
  ...Object.fromEntries(
    fields.map(({ blockType, name }) => [name, blockType === 'checkbox' ? false : '']),
  ),
  language: lang,
})

/** The editor's width: 50 % or less is half a row (two side by side from `sm`), else a whole row. */
const spanOf = (width: number | null | undefined) =>
  width && width <= 50 ? 'sm:col-span-1' : 'sm:col-span-2'

const INPUT_TYPES = { text: 'text', email: 'email', number: 'number' } as const

/**
 * A form an editor built in /cms, field by field, with the rules the server checks again
 * (formSchema). Once sent, its confirmation message shows and the form is emptied; refused,
 * each field shows the server's message and nothing typed is lost.
 */
export const FormRenderer = ({
  lang,
  slug,
  fields,
  submitLabel,
  confirmation,
}: {
  lang: Locale
  slug: string
  fields: FormField[]
  submitLabel: string
  confirmation: ReactNode
}) => {
  const { t } = useTranslation('pages')
  const validationMessage = useValidationMessage()
  const schema = useMemo(() => formSchema(fields), [fields])
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyAnswers(fields, lang),
  })
  const [sent, setSent] = useState(false)
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setSent(false)
    try {
      await callApi(`forms/${slug}/submit`, { json: values, lang, fallback: t('forms.error') })
      setSent(true)
      form.reset(emptyAnswers(fields, lang))
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.fieldErrors) {
          form.setError(issue.field, { type: SERVER_ERROR, message: issue.message })
        }
      }
      const description = error instanceof ApiError ? error.message : t('forms.errorDescription')
      toast.error(t('forms.error'), { description })
    }
  })

  const errorOf = (name: string) =>
    validationMessage(errors[name] as { type: string; message?: string })
  const renderField = (
    blockType: FormField['blockType'],
    name: string,
    shown: string,
    options: FormField['options'],
  ) => {
    const register = form.register(name)
    if (blockType === 'checkbox') {
      return <CheckboxField label={shown} error={errorOf(name)} {...register} />
    }
    if (blockType === 'textarea') {
      return <TextareaField label={shown} error={errorOf(name)} {...register} />
    }
    if (blockType === 'select') {
      return (
        <SelectField label={shown} error={errorOf(name)} {...register}>
          <option value="">{t('forms.choose')}</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )
    }
    return <Field type={INPUT_TYPES[blockType]} label={shown} error={errorOf(name)} {...register} />
  }
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {fields.map(({ blockType, name, label, options, width }) => (
        <div key={name} className={spanOf(width)}>
          {renderField(blockType, name, label || name, options)}
        </div>
      ))}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start sm:col-span-2">
        {isSubmitting ? t('forms.submitting') : submitLabel || t('forms.submit')}
      </Button>
      {sent ? (
        <div
          role="status"
          className="rounded-md border border-green-600 bg-green-50 px-4 py-3 text-green-900 sm:col-span-2 dark:bg-green-950 dark:text-green-100"
        >
          {confirmation}
        </div>
      ) : null}
    </form>
  )
}
