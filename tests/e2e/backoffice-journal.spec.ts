import { createAdmin } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'
import { seedClient } from './support/portal-data'

/** /admin/journal: the audit log, filtered and searched. */
test('finds an admin action by subject and words, and nothing under another subject', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request)
  const client = await seedClient(request, 'journal')
  const number = client.invoiceNumbers[0]!
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const paid = await page.request.post(`/api/invoices/${client.invoiceIds[0]}/mark-paid`, {
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(paid.status()).toBe(200)

  await page.route('**/api/activities?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Journal' })
    .click()
  await expect(page.getByText('Chargement...')).toBeVisible()
  await page.getByLabel('Filtrer par élément').selectOption('invoice')
  await page.getByLabel('Rechercher dans le journal').fill(`payée ${number}`)
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Facture marquée payée')
  await expect(row).toContainText('Camille Dupont')
  // The entry names its invoice by number, with its client, and links to it.
  const item = row.getByRole('link', { name: `Facture ${number}`, exact: true })
  await expect(item).toHaveAttribute('href', `/admin/finances/factures/${client.invoiceIds[0]}`)
  await expect(row).toContainText(`Facture ${number} — `)

  // The period is the studio's days: from tomorrow nothing, today the entry.
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
      new Date(Date.now() + offset * 86_400_000),
    )
  await page.getByLabel('Du', { exact: true }).fill(day(1))
  await expect(page.getByText('Aucune activité trouvée')).toBeVisible()
  await page.getByLabel('Du', { exact: true }).fill(day(0))
  await page.getByLabel('Au', { exact: true }).fill(day(0))
  await expect(row).toHaveCount(1)
  await item.click()
  await expect(page).toHaveURL(new RegExp(`/admin/finances/factures/${client.invoiceIds[0]}$`))
  await page.goBack()
  await page.getByLabel('Filtrer par élément').selectOption('project')
  await expect(page.getByText('Aucune activité trouvée')).toBeVisible()
})
