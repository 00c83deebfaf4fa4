import { createAdmin, sql, uniqueEmail } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** /admin/newsletter: confirmed subscribers only, with their consent, searched and exported. */

// The studio's admins read dates in their browser's time, Zurich's; the CSV is in Zurich time too.
test.use({ timezoneId: 'Europe/Zurich' })

test('lists confirmed subscribers with their consent and exports them, never the unconfirmed', async ({
  page,
  request,
}) => {
  const confirmed = uniqueEmail('confirmed')
  const pending = uniqueEmail('pending')
  await sql(
    `INSERT INTO newsletter_subscribers (email, language, confirmed_at, confirmation_sent_at, updated_at, created_at)
     VALUES ($1, 'en', '2026-03-14 09:30:00+01', now(), now(), now()), ($2, 'fr', NULL, now(), now(), now())`,
    [confirmed, pending],
  )
  const admin = await createAdmin(request)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Newsletter' })
    .click()
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
  await page.getByLabel('Rechercher un abonné').fill(confirmed)
  const row = page.getByRole('row').filter({ hasText: confirmed })
  await expect(row).toContainText('14 mars 2026, 09:30')
  await expect(row).toContainText('Anglais')
  await page.getByLabel('Rechercher un abonné').fill(pending)
  await expect(page.getByText('Aucun abonné confirmé')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exporter en CSV' }).click()
  const csv = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of csv) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  expect(text).toContain(`${confirmed};2026-03-14 09:30;EN`)
  expect(text).not.toContain(pending)
})
