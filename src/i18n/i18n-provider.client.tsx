'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import type { Locale } from '@/domain/locales'

import { translateOrKey, type Messages, type TranslateOptions } from './translate'

type Props = { lang: Locale; messages: Messages; children: ReactNode }

const I18nContext = createContext<{ lang: Locale; messages: Messages } | null>(null)

/**
 * Gives an area's client components (forms, portal, account pages) the language the server
 * rendered the page in, with the namespaces `messages` holds (see `clientMessages`): each area
 * ships only what its own components read. The public site's pages have none: their few
 * interactive parts get their words as props.
 */
export const I18nProvider = ({ lang, messages, children }: Props) => (
  <I18nContext value={useMemo(() => ({ lang, messages }), [lang, messages])}>
    {children}
  </I18nContext>
)

/**
 * `t` for a namespace of the nearest provider, the same function until the language changes
 * (effects list it among their dependencies). A missing text shows its key and is logged, which the
 * e2e suite reads and fails on: the area's provider lacks a namespace.
 */
export const useTranslation = (ns = 'common') => {
  const context = useContext(I18nContext)
  return useMemo(() => {
    if (!context) throw new Error('useTranslation needs an I18nProvider')
    const { lang, messages } = context
    const t = (key: string, options?: TranslateOptions) =>
      translateOrKey(messages, ns, key, options, (missing) =>
        console.error(`[i18n] missing ${lang} ${missing}`),
      )
    return { t }
  }, [context, ns])
}
