'use client'

import { usePathname } from 'next/navigation'

import type { Locale } from '@/domain/locales'
import { localizePath, splitLocale } from '@/domain/web/locale-path'
import { LANG_COOKIE } from '@/i18n/config'

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * The current page's address in each language, and the choice remembered in the `lang` cookie
 * the proxy reads, so the next visit opens in that language.
 */
export const useLanguageSwitch = () => {
  const { path } = splitLocale(usePathname())
  return {
    hrefFor: (target: Locale) => localizePath(path, target),
    remember: (target: Locale) => {
      document.cookie = `${LANG_COOKIE}=${target}; path=/; max-age=${ONE_YEAR}; samesite=lax`
    },
  }
}
