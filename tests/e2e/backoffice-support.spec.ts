import { createAdmin, sql, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/** /admin/support as an admin: filters, SLA colours, 'Démarrer', 'Terminer' and what follows. */
let admin: Account
let client: SeededClient
let tag: string

const addRequest = async (
  token: string,
  request: import('@playwright/test').APIRequestContext,
  page: string,
  hoursAgo: number,
) => {
  const response = await request.post('/api/client-requests', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      project: client.projectId,
      pageConcerned: page,
      changeDescription: `Texte ${page}`,
      status: 'Pending',
    },
  })
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  await sql(
    `update client_requests set created_at = now() - ($2 || ' hours')::interval where id = $1`,
    [id, String(hoursAgo)],
  )
  return id
}

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'support')
  tag = client.projectName.slice(5)
  const token = await adminToken(request)
  await addRequest(token, request, `Tarifs ${tag}`, 30)
  await addRequest(token, request, `Équipe ${tag}`, 72)
  await sql(`update users set whatsapp_link = 'https://wa.me/41790000000' where email = $1`, [
    client.email,
  ])
})

const open = async (page: import('@playwright/test').Page) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/support')
  await page.getByLabel('Rechercher une demande').fill(tag)
}

test('search, filters, overdue toggle and SLA colours', async ({ page }) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.route('**/api/client-requests?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.goto('/admin/support')
  await expect(page.getByText('Chargement...')).toBeVisible()
  await page.getByLabel('Rechercher une demande').fill(tag)
  const rows = page.getByRole('row').filter({ hasText: tag })
  await expect(rows).toHaveCount(3)
  const sla = (text: string) => rows.filter({ hasText: text }).locator('[data-sla]')
  await expect(sla(`Accueil ${tag}`)).toHaveAttribute('data-sla', 'ok')
  await expect(sla(`Tarifs ${tag}`)).toHaveAttribute('data-sla', 'warn')
  await expect(sla(`Équipe ${tag}`)).toHaveAttribute('data-sla', 'critical')
  await expect(sla(`Équipe ${tag}`)).toHaveText('72 h')

  await page.getByLabel('En retard uniquement').check()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(`Équipe ${tag}`)
  await page.getByLabel('En retard uniquement').uncheck()
  await page.getByLabel('Rechercher une demande').fill(`Texte Tarifs ${tag}`)
  await expect(rows).toHaveCount(1)
  await page.getByLabel('Rechercher une demande').fill(tag)
  await page.getByLabel('Filtrer par statut').selectOption('Done')
  await expect(page.getByText('Aucune demande trouvée')).toBeVisible()
})

test('start then finish: toasts, assignee, the client’s portal and e-mail', async ({
  page,
  browser,
  mailbox,
}) => {
  await open(page)
  const row = page.getByRole('row').filter({ hasText: `Accueil ${tag}` })
  await row.getByRole('button', { name: `Démarrer Accueil ${tag}` }).dblclick()
  await expect(page.getByText('Le statut a été changé avec succès.').first()).toBeVisible()
  await expect(row.getByText('En cours')).toBeVisible()
  await expect(row).toContainText('Camille Dupont')
  await expect(row.getByRole('button', { name: /^Démarrer/ })).toHaveCount(0)
  await row.getByRole('button', { name: `Terminer Accueil ${tag}` }).click()
  await expect(row.getByText('Terminée')).toBeVisible()
  const actions = await sql<{ action: string }>(
    `select action from activities where entity_type = 'request' and entity_id = $1 order by id`,
    [String(client.requestIds[0])],
  )
  expect(actions.map(({ action }) => action)).toEqual(['Demande démarrée', 'Demande terminée'])

  const mail = await mailbox.mailTo(client.email, (m) => m.subject.includes(`Accueil ${tag}`))
  expect(mail.subject).toBe(`Votre demande est terminée : Accueil ${tag}`)
  const context = await browser.newContext()
  const portal = await context.newPage()
  await signInByApi(portal, client.email, client.password)
  await portal.goto('/espace-client/demandes')
  await expect(
    portal.locator('#liste-demandes li').filter({ hasText: `Accueil ${tag}` }),
  ).toContainText('Terminée')
  await context.close()
})

test('the row links: the project, and the client’s chat with a canned reply', async ({ page }) => {
  await open(page)
  const row = page.getByRole('row').filter({ hasText: `Tarifs ${tag}` })
  const chat = row.getByRole('link', { name: `Écrire au client sur WhatsApp (Tarifs ${tag})` })
  const href = new URL((await chat.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/41790000000')
  // The reply as the settings hold it now (the settings spec edits it).
  const [stored] = await sql<{ reply: string }>(
    'select canned_replies_request_received as reply from settings',
  )
  expect(href.searchParams.get('text')).toBe(stored?.reply)
  await row.getByRole('link', { name: `Ouvrir le projet ${client.projectName}` }).click()
  await expect(page).toHaveURL(/\/admin\/projects\?q=/)
  await expect(page.getByRole('row').filter({ hasText: client.projectName })).toHaveCount(1)
})
