'use client'

import { Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { THEME_STORAGE_KEY } from '@/features/site/theme-script'

/** Switches light/dark and stores the choice; the icon and label follow the class, not state. */
export const ThemeToggle = () => {
  const { t } = useTranslation('site')
  const toggle = () => {
    const root = document.documentElement
    const dark = !root.classList.contains('dark')
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light')
  }
  return (
    <button
      type="button"
      onClick={toggle}
      className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Moon aria-hidden className="size-5 dark:hidden" />
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t('theme.toDark')}</span>
      <span className="sr-only hidden dark:inline">{t('theme.toLight')}</span>
    </button>
  )
}
