import { adminToken } from './support/admin-api'
import { expect, signInByApi, test } from './support/fixtures'
import { create, seedClient } from './support/portal-data'

/** The portal's invoice list: what each invoice is for, line by line, when the client asks. */
const LONG =
  'Développement des pages produits avec filtres par région, par lait et par affinage, et une fiche détaillée par fromage'

test('a client opens an invoice’s lines by keyboard and reads each in full, in French and English', async ({
  page,
  request,
}) => {
  const client = await seedClient(request, 'lignes')
  const number = `F-lignes-${client.projectId}-2`
  await create(request, await adminToken(request), 'invoices', {
    project: client.projectId,
    invoiceNumber: number,
    invoiceDate: '2026-11-10T00:00:00.000Z',
    dueDate: '2026-12-10T00:00:00.000Z',
    lines: [
      { description: LONG, quantity: 2.5, unitPrice: 1200, vatRate: '0' },
      { description: 'Hébergement annuel', quantity: 1, unitPrice: 240.4, vatRate: '0' },
    ],
    status: 'Pending',
  })
  await signInByApi(page, client.email, client.password)

  for (const [path, show, first, second] of [
    [
      '/espace-client/factures',
      'Voir le détail des lignes',
      '2,5 × 1 200.00 CHF · TVA 0 % · 3 000.00 CHF',
      '1 × 240.40 CHF · TVA 0 % · 240.40 CHF',
    ],
    [
      '/en/espace-client/factures',
      'Show the invoice lines',
      '2.5 × 1 200.00 CHF · VAT 0% · 3 000.00 CHF',
      '1 × 240.40 CHF · VAT 0% · 240.40 CHF',
    ],
  ] as const) {
    await page.goto(path)
    const row = page.getByRole('row').filter({ hasText: number })
    // Closed: one line says what the invoice is for, cut, with the count of the others.
    const lines = row.getByRole('listitem')
    await expect(lines.first()).toBeHidden()
    await expect(row.locator('summary')).toContainText('(+1)')
    await expect(row.locator('summary')).toContainText(show)

    await row.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0)).toBeVisible()
    await expect(lines.nth(0)).toContainText(LONG)
    await expect(lines.nth(0)).toContainText(first)
    await expect(lines.nth(1)).toContainText('Hébergement annuel')
    await expect(lines.nth(1)).toContainText(second)
    // The whole description wraps inside its cell: the page does not scroll sideways.
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(extra).toBeLessThanOrEqual(0)

    await page.keyboard.press('Enter')
    await expect(lines.first()).toBeHidden()
  }
})
