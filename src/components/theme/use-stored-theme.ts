'use client'

import { useEffect } from 'react'

import { applyStoredTheme, THEME_STORAGE_KEY } from './theme-script'

/**
 * Applies the stored or system theme once mounted, for a page drawn in the browser from its RSC
 * data (Next.js sends a 404's HTML empty), where the inline theme script never runs. Elsewhere it
 * sets the class the script already set.
 */
export const useStoredTheme = () => useEffect(() => applyStoredTheme(THEME_STORAGE_KEY), [])
