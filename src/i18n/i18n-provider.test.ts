import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Locale } from '@/domain/locales'

import { I18nProvider, useTranslation } from './i18n-provider.client'
import { resources } from './resources'
import { clientMessages } from './translator'

/** What a client component shows, rendered under a provider holding the `glossary` and `site` texts. */
const rendered = (
  lang: Locale,
  read: (t: ReturnType<typeof useTranslation<'glossary'>>['t']) => string,
) => {
  const Probe = () => {
    const { t } = useTranslation('glossary')
    return createElement('p', null, read(t))
  }
  const html = renderToString(
    I18nProvider({
      lang,
      messages: clientMessages(lang, ['glossary', 'site']),
      children: createElement(Probe),
    }),
  )
  return html.replace(/^<p>|<\/p>$/g, '')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useTranslation under I18nProvider', () => {
  it('uses the language’s plural forms: French singular for 0 and 1, English for 1 only', () => {
    const count = (lang: Locale, n: number) => rendered(lang, (t) => t('count', { count: n }))
    expect([0, 1, 2].map((n) => count('fr', n))).toEqual(['0 terme', '1 terme', '2 termes'])
    expect([0, 1, 2].map((n) => count('en', n))).toEqual(['0 terms', '1 term', '2 terms'])
  })

  it('fills placeholders and reads another namespace the page sent', () => {
    expect(rendered('en', (t) => t('language.current', { ns: 'site', name: 'English' }))).toBe(
      'Language: English',
    )
    expect(rendered('fr', (t) => t('nav.menu', { ns: 'site' }))).toBe(resources.fr.site.nav.menu)
  })

  it('shows a missing text as its key and logs it with the language and namespace', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(rendered('en', (t) => t('nav.dashboard', { ns: 'portal' }))).toBe('nav.dashboard')
    expect(logged).toHaveBeenCalledWith('[i18n] missing en portal:nav.dashboard')
  })
})
