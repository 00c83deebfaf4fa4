'use client'

import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import type { Locale } from '@/domain/locales'

import { createI18n } from './translator'

/** Gives client components the language the server rendered the page in. */
export const I18nProvider = ({ lang, children }: { lang: Locale; children: ReactNode }) => {
  const [i18n] = useState(() => createI18n(lang))
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
