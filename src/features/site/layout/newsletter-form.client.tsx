'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

import type { Locale } from '@/domain/locales'
import { newsletterSchema, type NewsletterInput } from '@/domain/site/newsletter'
import { postJson, serverMessage } from '@/features/auth/api'
import { useValidationMessage } from '@/features/auth/use-validation-message'

/** The footer's newsletter field: subscribes for real, once per address. */
export const NewsletterForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('site')
  const tv = useValidationMessage()
  const [done, setDone] = useState(false)
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', language: lang },
  })
  const { errors, isSubmitting } = form.formState
  const error = tv(errors.email?.message)

  const submit = form.handleSubmit(async (values) => {
    try {
      const { ok, data } = await postJson('/api/newsletter-subscribers/subscribe', values, lang)
      if (!ok) return void toast.error(t('newsletter.error'), { description: serverMessage(data) })
      toast.success(t('newsletter.success'))
      setDone(true)
      form.reset({ email: '', language: lang })
    } catch {
      toast.error(t('newsletter.error'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base outline-none focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 sm:text-sm dark:border-slate-700 dark:bg-slate-900"
          {...form.register('email', { onChange: () => setDone(false) })}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="min-h-10 shrink-0 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      <p
        id="newsletter-error"
        role={error ? 'alert' : 'status'}
        className={
          error
            ? 'text-sm text-red-700 dark:text-red-400'
            : 'text-sm text-green-700 dark:text-green-400'
        }
      >
        {error ?? (done ? t('newsletter.success') : '')}
      </p>
    </form>
  )
}
