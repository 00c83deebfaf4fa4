'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { zodResolver } from '@/components/forms/zod-resolver'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/domain/locales'
import {
  CONTACT_FIELDS,
  contactDetailsSchema,
  type ContactDetailsInput,
} from '@/domain/users/contact-details'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * The account page's contact details, edited by the client: names, company, the e-mail the studio
 * writes to (empty: the sign-in address) and phone. Saved on the account itself (PATCH, the field
 * rules of the users collection apply again, and the change is journaled for the studio).
 */
export const ContactForm = ({
  lang,
  accountId,
  values,
}: {
  lang: Locale
  accountId: number
  values: ContactDetailsInput
}) => {
  const { t } = useTranslation('portal')
  const router = useRouter()
  const validationMessage = useValidationMessage()
  const form = useForm<ContactDetailsInput>({
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: values,
  })
  const { errors, isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (details) => {
    try {
      await callApi(`users/${accountId}`, { method: 'PATCH', json: details, lang })
      toast.success(t('account.contactSaved'))
      form.reset(details)
      router.refresh()
    } catch (error) {
      const issues = error instanceof ApiError ? error.fieldErrors : []
      for (const issue of issues) {
        const field = CONTACT_FIELDS.find((name) => name === issue.field)
        if (field) form.setError(field, { type: SERVER_ERROR, message: issue.message })
      }
      if (issues.length === 0) {
        toast.error(t('account.contactError'), {
          description: error instanceof ApiError ? error.message : undefined,
        })
      }
    }
  })

  const field = (name: (typeof CONTACT_FIELDS)[number], label: string, props = {}) => (
    <Field
      label={label}
      error={validationMessage(errors[name])}
      {...props}
      {...form.register(name)}
    />
  )
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', t('account.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('account.lastName'), { autoComplete: 'family-name' })}
        {field('companyName', t('account.company'), { autoComplete: 'organization' })}
        {field('phone', t('account.phone'), { type: 'tel', autoComplete: 'tel' })}
      </div>
      {field('contactEmail', t('account.contactEmail'), { type: 'email', autoComplete: 'email' })}
      <Button type="submit" disabled={isSubmitting || !isDirty} className="self-start">
        {isSubmitting ? t('account.savingContact') : t('account.saveContact')}
      </Button>
    </form>
  )
}
