import { UAParser } from 'ua-parser-js'

/** A session's device as its owner recognises it: the browser and the system, by name. */
export type Device = { browser: string | null; system: string | null }

/**
 * The browser and the system a user agent names ("Chrome" and "Linux"), without their versions:
 * a browser updates itself every few weeks, and its owner knows it by name. An agent that names
 * neither (a script, an empty header) is null, which the page shows as "Appareil inconnu".
 */
export const describeDevice = (userAgent: string | null | undefined): Device | null => {
  if (!userAgent?.trim()) return null
  const { browser, os } = new UAParser(userAgent).getResult()
  const device = { browser: browser.name ?? null, system: os.name ?? null }
  return device.browser || device.system ? device : null
}
