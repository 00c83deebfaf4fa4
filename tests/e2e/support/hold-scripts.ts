import type { Page } from '@playwright/test'

/**
 * Holds back the page's own scripts, as a slow phone or a loaded server would, so that a test can
 * use the server-rendered HTML before hydration. Call the returned function to let them load.
 */
export const holdScripts = async (page: Page) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
