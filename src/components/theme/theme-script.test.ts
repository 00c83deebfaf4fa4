import { afterEach, describe, expect, it, vi } from 'vitest'

import { THEME_SCRIPT, THEME_STORAGE_KEY } from './theme-script'

/** Runs the printed script, as the browser does, against a stored choice and a system scheme. */
const run = ({ stored, systemDark }: { stored: string | null | Error; systemDark: boolean }) => {
  const root = { classList: new Set<string>(), style: { colorScheme: '' } }
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored
      return key === THEME_STORAGE_KEY ? stored : null
    },
  })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
  }))
  vi.stubGlobal('document', {
    documentElement: {
      classList: {
        toggle: (name: string, on: boolean) => (on ? root.classList.add(name) : null),
      },
      style: root.style,
    },
  })
  new Function(THEME_SCRIPT)()
  return { dark: root.classList.has('dark'), colorScheme: root.style.colorScheme }
}

describe('the theme script', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("follows the system when nothing is stored, or the stored value isn't a theme", () => {
    expect(run({ stored: null, systemDark: true })).toEqual({ dark: true, colorScheme: 'dark' })
    expect(run({ stored: null, systemDark: false })).toEqual({ dark: false, colorScheme: 'light' })
    expect(run({ stored: 'blue', systemDark: true }).dark).toBe(true)
  })

  it('prefers the stored choice over the system', () => {
    expect(run({ stored: 'light', systemDark: true })).toEqual({
      dark: false,
      colorScheme: 'light',
    })
    expect(run({ stored: 'dark', systemDark: false })).toEqual({ dark: true, colorScheme: 'dark' })
  })

  it('keeps the light default when storage is refused', () => {
    expect(run({ stored: new Error('SecurityError'), systemDark: true })).toEqual({
      dark: false,
      colorScheme: '',
    })
  })

  it('is one self-contained call with the storage key', () => {
    expect(THEME_SCRIPT).toMatch(/^\(function\b/)
    expect(THEME_SCRIPT.endsWith(`)("${THEME_STORAGE_KEY}")`)).toBe(true)
  })
})
