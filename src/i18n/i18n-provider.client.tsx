'use client'

import type { ResourceLanguage } from 'i18next'
import { useContext, useState, type ReactNode } from 'react'
import { I18nContext, I18nextProvider } from 'react-i18next'

import type { Locale } from '@/domain/locales'

import { createI18n } from './instance'

type Props = { lang: Locale; messages: ResourceLanguage; children: ReactNode }

/**
 * Gives client components the language the server rendered the page in, with the namespaces
 * `messages` holds (see `clientMessages`). Nested providers add their namespaces to the outer
 * ones', so each area ships only what its own components read.
 */
export const I18nProvider = ({ lang, messages, children }: Props) => {
  const outer = useContext(I18nContext)?.i18n
  const [i18n] = useState(() =>
    createI18n(lang, { ...outer?.store.data[lang], ...messages } as ResourceLanguage, (key) =>
      // Read by the e2e suite, which fails on it: an area's provider lacks a namespace.
      console.error(`[i18n] missing ${lang} ${key}`),
    ),
  )
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
