import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** Subscribes `email` with the footer's field and waits for the page's thanks. */
export const subscribeInFooter = async (page: Page, email: string) => {
  await page.getByLabel('Votre email').fill(email)
  await page.getByRole('button', { name: "S'abonner" }).click()
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Merci ! Confirmez votre inscription depuis l’e-mail que nous venons de vous envoyer.',
    }),
  ).toBeVisible()
}
