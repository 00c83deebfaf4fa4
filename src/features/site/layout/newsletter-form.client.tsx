'use client'

import { type FormEvent, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import type { Locale } from '@/domain/locales'
import { isNewsletterEmail, normalizeNewsletterEmail } from '@/domain/site/newsletter-email'
import { ApiError, callApi } from '@/components/api/api-client'

import type { NewsletterTexts } from './island-texts'

/**
 * The footer's newsletter field: subscribes for real, once per address. A plain form rather
 * than react-hook-form + zod, because the footer is on every page and those two weighed more
 * than the rest of the footer; the endpoint checks the address again with its schema.
 */
export const NewsletterForm = ({ lang, texts }: { lang: Locale; texts: NewsletterTexts }) => {
  const input = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  // Like the other forms: checked on submit, then again on every keystroke until it succeeds.
  const [attempted, setAttempted] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)
  const error = invalid ? texts.invalid : undefined

  const change = (value: string) => {
    setEmail(value)
    setDone(false)
    if (attempted) setInvalid(!isNewsletterEmail(normalizeNewsletterEmail(value)))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    const address = normalizeNewsletterEmail(email)
    if (!isNewsletterEmail(address)) {
      setInvalid(true)
      input.current?.focus()
      return
    }
    setInvalid(false)
    setSubmitting(true)
    try {
      await callApi('newsletter-subscribers/subscribe', {
        json: { email: address, language: lang },
        lang,
        fallback: '',
      })
      toast.success(texts.success)
      setDone(true)
      setEmail('')
      setAttempted(false)
    } catch (error) {
      const description = error instanceof ApiError ? error.message || undefined : undefined
      toast.error(texts.error, { description })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    // noValidate: the page shows its own translated message, like the site's other forms; the
    // browser's bubble would show instead of it.
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {texts.label}
        </label>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={texts.placeholder}
          value={email}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="newsletter-input"
        />
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses('primary', { className: 'shrink-0' })}
        >
          {submitting ? texts.submitting : texts.submit}
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
        {error ?? (done ? texts.success : '')}
      </p>
    </form>
  )
}
