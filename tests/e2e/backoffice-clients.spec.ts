import { createAdmin, sql, type Account } from './support/accounts'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/** /admin/clients as an admin, and the client view it opens. */
let admin: Account
let alice: SeededClient
let bruno: SeededClient

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  alice = await seedClient(request, 'clientsa')
  bruno = await seedClient(request, 'clientsb')
  await sql(`update users set whatsapp_link = 'https://wa.me/41790000002' where email = $1`, [
    alice.email,
  ])
})

const openClients = async (page: import('@playwright/test').Page) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/clients')
}

test('skeleton rows, search, links and the reset e-mail', async ({ page, mailbox }) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.route('**/api/backoffice/clients?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto('/admin/clients')
  await expect(page.getByTestId('skeleton-row')).toHaveCount(3)
  const search = page.getByLabel('Rechercher un client')
  const rows = page.getByRole('row').filter({ hasText: alice.email })
  await search.fill(alice.email)
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('En développement')
  await search.fill(`Camille ${alice.email.split('@')[0]}`)
  await expect(rows).toHaveCount(1)
  await search.fill(`${alice.email}-absent`)
  await expect(page.getByText('Aucun client trouvé')).toBeVisible()

  await search.fill(alice.email)
  await expect(rows.getByRole('link', { name: 'Écrire à Camille Dupont' })).toHaveAttribute(
    'href',
    `mailto:${alice.email}`,
  )
  await expect(rows.getByRole('link', { name: 'WhatsApp de Camille Dupont' })).toHaveAttribute(
    'href',
    'https://wa.me/41790000002',
  )
  await rows.getByRole('button', { name: 'Actions pour Camille Dupont' }).click()
  await rows
    .getByRole('menuitem', { name: 'Envoyer un lien de réinitialisation à Camille Dupont' })
    .click()
  await expect(page.getByText('Un email de réinitialisation a été envoyé au client.')).toBeVisible()
  const mail = await mailbox.mailTo(alice.email)
  expect(mail.body).toMatch(/\/reset-password\?token=[a-f0-9]+/)

  await search.fill(bruno.email)
  await expect(page.getByRole('row').filter({ hasText: bruno.email })).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^WhatsApp de/ })).toHaveCount(0)
})

test('the client view shows that client’s portal only, read-only, and is logged', async ({
  page,
}) => {
  await openClients(page)
  await page.getByLabel('Rechercher un client').fill(alice.email)
  await page
    .getByRole('row')
    .filter({ hasText: alice.email })
    .getByRole('button', { name: 'Ouvrir le portail de Camille Dupont comme client' })
    .click()
  await expect(page).toHaveURL(/\/espace-client$/)
  await expect(page.getByText('Vue client en lecture seule : Camille Dupont.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nouvelle demande' })).toHaveCount(0)
  for (const [path, mine] of [
    ['/espace-client', alice.projectName],
    ['/espace-client/factures', alice.invoiceNumbers[0]!],
    ['/espace-client/demandes', `Changer la photo ${alice.projectName.slice(5)}`],
  ] as const) {
    await page.goto(path)
    const body = await page.locator('main').innerText()
    expect(body).toContain(mine)
    expect(body).not.toContain(bruno.projectName)
  }
  await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0)
  await expect(page.getByText('Lecture seule : les formulaires sont désactivés')).toBeVisible()
  const refused = await page.request.post('/api/client-requests/submit', {
    headers: { Origin: new URL(page.url()).origin },
    data: { project: alice.projectId, pageConcerned: 'Intrusion', changeDescription: 'Non' },
  })
  expect(refused.status()).toBe(403)
  await page.goto('/espace-client/compte')
  await expect(page.getByRole('button', { name: 'Modifier le mot de passe' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Enregistrer les coordonnées' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Quitter la vue client' }).click()
  await expect(page).toHaveURL(/\/admin\/clients$/)
  await page.goto('/espace-client')
  await expect(page.getByText(/Vue client en lecture seule/)).toHaveCount(0)
  const [user] = await sql<{ id: number }>('select id from users where email = $1', [alice.email])
  const log = await sql<{ action: string }>(
    `select action from activities where entity_type = 'user' and entity_id = $1 order by id`,
    [String(user!.id)],
  )
  expect(log.map(({ action }) => action)).toEqual(['Vue client ouverte', 'Vue client fermée'])
})
