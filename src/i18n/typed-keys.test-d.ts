/**
 * Type test, checked by `tsc --noEmit` (never run): a key that is not in the French texts of its
 * namespace fails the type-check, on the server and in client components.
 */
import { LOCALES } from '@/domain/locales'

import type { useTranslation } from './i18n-provider.client'
import { getT } from './translator'

const site = getT('fr', 'site')
site('nav.menu')
// @ts-expect-error: no such key in `site`
site('nav.nothing')
// @ts-expect-error: a key of `glossary`, not of `site`
site('retry')
// @ts-expect-error: a plain string is not a key
site(String('nav.menu'))
// A key built from a union of known parts is checked part by part.
for (const lang of LOCALES) site(`language.${lang}`)
// @ts-expect-error: `de` is no key of `site.language`
site(`language.${'de' as 'fr' | 'de'}`)

// Structured texts come back with their shape, without a cast.
const statuses: Record<string, string> = getT('en', 'labels')('projectStatus', {
  returnObjects: true,
})
void statuses

declare const portal: ReturnType<typeof useTranslation<'portal'>>['t']
portal('nav.dashboard')
portal('counter', { ns: 'brief', count: 2 })
portal('projectStatus.live', { ns: 'labels' })
// @ts-expect-error: no such value in `labels:projectStatus`
portal('projectStatus.closed', { ns: 'labels' })
// @ts-expect-error: no such key in `portal`
portal('nav.nothing')
