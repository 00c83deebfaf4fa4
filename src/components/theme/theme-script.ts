/** Where the theme toggle keeps the visitor's choice. */
export const THEME_STORAGE_KEY = 'theme'

/**
 * Sets the theme class before the first paint, so a dark-mode visitor never sees a light flash:
 * the stored preference, else the system's. It runs as an inline script, printed from its own
 * source: it may use nothing but its argument and the browser's globals.
 */
export function applyStoredTheme(storageKey: string): void {
  try {
    const stored = localStorage.getItem(storageKey)
    const dark =
      stored === 'dark' ||
      (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  } catch {
    // Storage refused (private mode, disabled cookies): the light default stays.
  }
}

/** The inline script's text: the function above, called with the key. */
export const THEME_SCRIPT = `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`
