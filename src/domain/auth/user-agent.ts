import { UAParser } from 'ua-parser-js'

/**
 * A session's device as its owner recognises it ("Firefox 128 · Windows 10"), from the browser's
 * user agent; an unknown one (a script, an empty header) is "Appareil inconnu" / its translation.
 */
export const describeDevice = (userAgent: string | null | undefined): string | null => {
  if (!userAgent) return null
  const { browser, os, device } = new UAParser(userAgent).getResult()
  const name = [browser.name, browser.major].filter(Boolean).join(' ')
  const system = [os.name, os.version].filter(Boolean).join(' ')
  const parts = [name, system, device.model].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}
