'use client'

import type { ReactNode } from 'react'

import { THEME_STORAGE_KEY } from '@/components/theme/theme-script'

/**
 * Switches light/dark and stores the choice. Its content (icons and label of each state, shown
 * by the `dark` class rather than by state) is rendered on the server and passed as children,
 * so the browser gets no icon code for it.
 */
export const ThemeToggle = ({ children }: { children: ReactNode }) => {
  const toggle = () => {
    const root = document.documentElement
    const dark = !root.classList.contains('dark')
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light')
  }
  return (
    <button type="button" onClick={toggle} className="icon-button">
      {children}
    </button>
  )
}
