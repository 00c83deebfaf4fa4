'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import type { Locale } from '@/domain/locales'
import { REQUEST_LIMITS } from '@/domain/requests/request-limits'
import { changeRequestSchema, type ChangeRequestInput } from '@/domain/requests/request-schema'
import { ApiError, callApi } from '@/components/api/api-client'
import { useValidationMessage } from '@/components/forms/use-validation-message'

type Props = { lang: Locale; projects: { id: number; name: string }[] }

/**
 * The new-request form of /espace-client/demandes. On success the list above is read again
 * from the server and the form is emptied; on failure everything typed stays.
 */
export const RequestForm = ({ lang, projects }: Props) => {
  const { t } = useTranslation('portal')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const form = useForm<ChangeRequestInput>({
    resolver: zodResolver(changeRequestSchema),
    defaultValues: { project: projects[0]?.id ?? 0, pageConcerned: '', changeDescription: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('client-requests/submit', { json: values, lang })
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined
      return void toast.error(t(status === 404 ? 'requests.notFound' : 'requests.error'), {
        description: status === 429 ? (error as ApiError).message : undefined,
      })
    }
    toast.success(t('requests.success'))
    form.reset({ ...values, pageConcerned: '', changeDescription: '' })
    router.refresh()
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {projects.length > 1 ? (
        <SelectField label={t('requests.project')} {...form.register('project')}>
          {projects.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('requests.page')}
        placeholder={t('requests.pagePlaceholder')}
        maxLength={REQUEST_LIMITS.pageConcerned.max}
        error={validationMessage(errors.pageConcerned?.message)}
        {...form.register('pageConcerned')}
      />
      <TextareaField
        label={t('requests.description')}
        maxLength={REQUEST_LIMITS.changeDescription.max}
        error={validationMessage(errors.changeDescription?.message)}
        {...form.register('changeDescription')}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('requests.submitting') : t('requests.submit')}
      </Button>
    </form>
  )
}
