'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { ApiError, callApi } from '@/components/api/api-client'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { useTranslation } from '@/i18n/i18n-provider.client'

type State = { status: 'idle' | 'busy' } | { status: 'done' | 'failed'; message: string }

/**
 * The button of a newsletter link's page. The link itself only opens the page: a mail scanner
 * that follows every link must not confirm or unsubscribe anybody, so the visitor's click sends
 * the token. The server's answer (in the page's language) is shown as it comes.
 */
export const NewsletterLink = ({
  lang,
  action,
}: {
  lang: Locale
  action: 'confirm' | 'unsubscribe'
}) => {
  const { t } = useTranslation('pages')
  const token = useSearchParams().get('token')
  const [state, setState] = useState<State>({ status: 'idle' })

  const send = async () => {
    setState({ status: 'busy' })
    try {
      const { message } = await callApi<{ message: string }>(`newsletter-subscribers/${action}`, {
        json: { token },
        lang,
        fallback: t('newsletterLinks.error'),
      })
      setState({ status: 'done', message })
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof ApiError ? error.message : t('newsletterLinks.error'),
      })
    }
  }

  if (!token) return <p role="alert">{t('newsletterLinks.noToken')}</p>
  return (
    <div className="flex flex-col items-start gap-4">
      {state.status === 'done' ? null : (
        <button
          type="button"
          onClick={send}
          disabled={state.status === 'busy'}
          className="min-h-11 rounded-md bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t(`newsletterLinks.${action}.${state.status === 'busy' ? 'busy' : 'action'}`)}
        </button>
      )}
      <p
        role={state.status === 'failed' ? 'alert' : 'status'}
        className={
          state.status === 'failed'
            ? 'text-red-700 dark:text-red-400'
            : 'font-semibold text-green-700 dark:text-green-400'
        }
      >
        {'message' in state ? state.message : ''}
      </p>
      <Link
        href={localizePath('/', lang)}
        className="font-semibold text-blue-700 hover:underline dark:text-blue-400"
      >
        {t('newsletterLinks.backHome')}
      </Link>
    </div>
  )
}
