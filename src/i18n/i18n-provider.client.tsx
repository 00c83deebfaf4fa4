'use client'

import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import type { Locale } from '@/domain/locales'

import { createI18n } from './instance'
import type { ClientMessages } from './translator'

type Props = { lang: Locale; messages: ClientMessages; children: ReactNode }

/**
 * One instance per language and set of namespaces, made the first time a provider asks for it:
 * an area always sends the same namespaces, and an instance never holds more than its page
 * sent, so a namespace the area forgot shows its keys in the server's HTML and in the browser.
 */
const instances = new Map<string, ReturnType<typeof createI18n>>()
const instanceFor = (lang: Locale, messages: ClientMessages) => {
  const id = `${lang}:${Object.keys(messages).sort().join(',')}`
  let instance = instances.get(id)
  if (!instance) {
    instance = createI18n(lang, messages, (key) => console.error(`[i18n] missing ${lang} ${key}`))
    instances.set(id, instance)
  }
  return instance
}

/**
 * Gives client components the language the server rendered the page in, with the namespaces
 * `messages` holds (see `clientMessages`): each area ships only what its own components read.
 * A missing text shows its key and is logged, which the e2e suite reads and fails on.
 */
export const I18nProvider = ({ lang, messages, children }: Props) => (
  <I18nextProvider i18n={instanceFor(lang, messages)}>{children}</I18nextProvider>
)

export { useTranslation } from 'react-i18next'
