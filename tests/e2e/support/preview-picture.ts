import type { APIRequestContext, Page } from '@playwright/test'

import { expect } from './fixtures'

/**
 * The preview picture a page announces for shared links (og:image, the same for X), fetched:
 * a PNG of 1200 × 630. Returns its path and bytes.
 */
export const previewPictureOf = async (page: Page, request: APIRequestContext, url: string) => {
  await page.goto(url)
  const address = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(address)
  const path = new URL(address!).pathname
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  // A PNG's size is in its header: width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630])
  return { path, png }
}
