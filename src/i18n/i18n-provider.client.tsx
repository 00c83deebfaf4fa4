'use client'

import type { ResourceLanguage } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import type { Locale } from '@/domain/locales'

import { createI18n } from './instance'

type Props = { lang: Locale; messages: ResourceLanguage; children: ReactNode }

/**
 * Gives an area's client components (forms, portal, account pages) the language the server
 * rendered the page in, with the namespaces `messages` holds (see `clientMessages`): each area
 * ships only what its own components read. The public site's pages have none: their few
 * interactive parts get their words as props.
 */
export const I18nProvider = ({ lang, messages, children }: Props) => {
  const [i18n] = useState(() =>
    createI18n(lang, messages, (key) =>
      // Read by the e2e suite, which fails on it: an area's provider lacks a namespace.
      console.error(`[i18n] missing ${lang} ${key}`),
    ),
  )
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
