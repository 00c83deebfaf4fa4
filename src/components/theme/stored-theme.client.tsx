'use client'

import { useStoredTheme } from './use-stored-theme'

/** `useStoredTheme` for a server component: a 404 drawn in the browser, where no script ran. */
export const StoredTheme = () => {
  useStoredTheme()
  return null
}
