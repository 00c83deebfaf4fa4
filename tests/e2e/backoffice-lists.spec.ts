import crypto from 'node:crypto'

import type { Page } from '@playwright/test'

import { createAdmin, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { seedProject } from './support/backoffice-data'
import { expect, signIn, signInByApi, test } from './support/fixtures'

/**
 * What the back-office lists share, on a desktop and a phone: the row menu by keyboard, the side
 * panel opened from a row, the search kept in the address, and nothing wider than the window.
 */
let admin: Account
let token: string

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  token = await adminToken(request)
})

const pageWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [1280, 390]) {
  test(`a project's row menu and side panel, by keyboard and pointer, at ${width} px`, async ({
    page,
    request,
  }) => {
    const name = `Panneau ${crypto.randomBytes(3).toString('hex')}`
    await seedProject(request, token, {
      projectName: name,
      status: 'review',
      adminOwner: 'Léa Rochat',
      progressPercentage: 60,
      nextStep: 'Appeler le client pour les textes',
    })
    await page.setViewportSize({ width, height: 844 })
    await signIn(page, admin.email, admin.password)
    await expect(page).toHaveURL(/\/admin$/)

    // The address's search fills the box and filters the list.
    await page.goto(`/admin/projects?q=${encodeURIComponent(name)}`)
    await expect(page.getByLabel('Rechercher un projet')).toHaveValue(name)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('progressbar', { name: `Avancement de ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '60',
    )
    // The next step does not fit the table: it is in the panel.
    await expect(row).not.toContainText('Appeler le client')

    const menuButton = row.getByRole('button', { name: `Actions pour ${name}` })
    const menu = page.getByRole('menu', { name: `Actions pour ${name}` })
    const details = menu.getByRole('menuitem', { name: `Voir les détails de ${name}` })
    const remove = menu.getByRole('menuitem', { name: `Supprimer ${name}` })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(details).toBeFocused()
    expect(await pageWidth(page), 'the open menu widens the page').toBeLessThanOrEqual(0)
    const box = (await menu.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await page.keyboard.press('ArrowDown')
    await expect(remove).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(details).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(remove).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    // ArrowDown on the button opens the menu too; Enter on an item chooses it.
    await page.keyboard.press('ArrowDown')
    await expect(details).toBeFocused()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name })
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel(`Prochaine étape de ${name}`)).toHaveValue(
      'Appeler le client pour les textes',
    )
    await expect(panel.getByLabel(`Responsable de ${name}`)).toHaveValue('Léa Rochat')
    await expect(panel.getByLabel(`Statut de ${name}`)).toHaveValue('review')
    await expect(panel.getByRole('link', { name: 'Fichiers du projet' })).toBeVisible()
    const panelBox = (await panel.boundingBox())!
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width)
    expect(panelBox.width).toBeGreaterThanOrEqual(Math.min(width, 320))
    expect(await pageWidth(page), 'the open panel widens the page').toBeLessThanOrEqual(0)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menuButton).toBeFocused()

    // From the row's title, by pointer; the focus comes back to it.
    const title = row.getByRole('button', { name, exact: true })
    await title.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(title).toBeFocused()
    // A press anywhere else on the row opens it as well; a press outside a menu closes it.
    await row.getByText('Léa Rochat').click()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Fermer' }).click()
    await expect(panel).toBeHidden()
    await menuButton.click()
    await expect(menu).toBeVisible()
    await page.getByRole('heading', { level: 1 }).first().click()
    await expect(menu).toBeHidden()
  })
}

test('a search that finds nothing offers to clear it, and the address follows', async ({
  page,
}) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/projects?status=live')
  const search = page.getByLabel('Rechercher un projet')
  await search.fill('introuvable-zz9')
  await expect(page.getByText('Aucun projet trouvé')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=introuvable-zz9/)
  await expect(page).toHaveURL(/[?&]status=live/)
  await page.getByRole('button', { name: 'Effacer la recherche et le filtre' }).click()
  await expect(search).toHaveValue('')
  await expect(page.getByLabel('Filtrer par statut')).toHaveValue('all')
  await expect(page).toHaveURL(/\/admin\/projects$/)
  // An unknown status or page in the address is ignored, not an error.
  await page.goto('/admin/projects?status=nope&page=-3')
  await expect(page.getByLabel('Filtrer par statut')).toHaveValue('all')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
})
