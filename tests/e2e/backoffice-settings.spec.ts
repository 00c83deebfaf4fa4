import { SETTINGS_DEFAULTS } from '../../src/domain/settings/canned-replies'
import { createAdmin, sql, type Account } from './support/accounts'
import { fillStudioBilling, updateSettings } from './support/admin-api'
import { expect, signInByApi, test } from './support/fixtures'

/** /admin/settings as an admin: the three tabs, a round trip to the public site, refusals. */
let admin: Account

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

// Put back what other specs expect (the SLA colours of the support screen).
test.afterAll(async ({ request }) => {
  await updateSettings(request, {
    slaWarnHours: SETTINGS_DEFAULTS.slaWarnHours,
    slaCriticalHours: SETTINGS_DEFAULTS.slaCriticalHours,
  })
})

const openSettings = async (page: import('@playwright/test').Page) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/settings')
  // Typing waits for the form to hydrate (a tab answers a click): what is typed before that is
  // reset to the stored value when the form registers its fields.
  const general = page.getByRole('tab', { name: 'Paramètres généraux' })
  await expect(async () => {
    await general.click()
    await expect(general).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
  }).toPass()
  await page.getByRole('tab', { name: 'Réponses types' }).click()
}

test('canned replies and general settings round-trip; the creditor is the studio identity’s', async ({
  page,
  request,
}) => {
  await fillStudioBilling(request)
  await openSettings(page)
  const reply = `Bonjour, bien reçu ${Date.now()} !`
  await page.getByLabel('Demande reçue').fill(reply)
  await page.getByRole('tab', { name: 'Paramètres généraux' }).click()
  // The site's prices and guarantee are the home page's texts, edited in the CMS.
  await expect(page.getByRole('link', { name: 'Page d’accueil, onglet Tarifs' })).toHaveAttribute(
    'href',
    '/cms/globals/home-page',
  )
  // The invoices' creditor is read from the identity, and edited there.
  await expect(page.getByText('Studio Léman Sàrl · Rue du Rhône 1 · 1204 Genève')).toBeVisible()
  await expect(page.getByRole('link', { name: 'les modifier dans le CMS' })).toHaveAttribute(
    'href',
    '/cms/globals/studio-identity',
  )
  await page.getByLabel('Alerte SLA (heures)').fill('20')
  await page.getByLabel('SLA critique (heures)').fill('40')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Les modifications ont été enregistrées.')).toBeVisible()
  const [stored] = await sql<{ warn: number; critical: number; reply: string }>(
    `select sla_warn_hours::int as warn, sla_critical_hours::int as critical,
            canned_replies_request_received as reply
       from settings`,
  )
  expect(stored).toEqual({ warn: 20, critical: 40, reply })

  await page.reload()
  await expect(page.getByLabel('Demande reçue')).toHaveValue(reply)
})

test('a warning above the critical threshold is refused and the typed values stay', async ({
  page,
}) => {
  await openSettings(page)
  await page.getByRole('tab', { name: 'Paramètres généraux' }).click()
  await page.getByLabel('Alerte SLA (heures)').fill('50')
  await page.getByLabel('SLA critique (heures)').fill('48')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(
    page.getByText('Le seuil d’alerte ne peut pas dépasser le seuil critique'),
  ).toBeVisible()
  await expect(page.getByLabel('Alerte SLA (heures)')).toHaveValue('50')

  // The server's own refusal (here a failure in transit) keeps the typed values too.
  await page.getByLabel('Alerte SLA (heures)').fill('30')
  await page.route('**/api/globals/settings', (route) =>
    route.fulfill({ status: 500, json: { errors: [{ message: 'Enregistrement impossible' }] } }),
  )
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Enregistrement impossible')).toBeVisible()
  await expect(page.getByLabel('Alerte SLA (heures)')).toHaveValue('30')
  await expect(page.getByLabel('SLA critique (heures)')).toHaveValue('48')
})

test('an invalid canned reply sends the admin to its tab', async ({ page }) => {
  await openSettings(page)
  await page.getByLabel('Demande terminée').fill('   ')
  await page.getByRole('tab', { name: 'Administrateurs' }).click()
  await expect(page.getByRole('cell', { name: 'Administrateur' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Camille Dupont' }).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Paramètres généraux' }).click()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('tab', { name: 'Réponses types' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByText('Champ requis')).toBeVisible()
})
