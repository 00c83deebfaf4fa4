import crypto from 'node:crypto'

import type { Locator, Page } from '@playwright/test'

import { PROJECT_STATUSES } from '../../src/domain/projects/status'
import { createAdmin, sql, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { seedProject } from './support/backoffice-data'
import { seriousViolations } from './support/accessibility'
import { expect, signIn, signInByApi, test } from './support/fixtures'

/** The pipeline and the projects table, as an admin. */
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

const tag = () => crypto.randomBytes(3).toString('hex')
const statusOf = async (id: number) =>
  (await sql<{ status: string }>('select status from client_projects where id = $1', [id]))[0]
    ?.status

const signInTo = async (page: Page, path: string) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto(path)
}

const column = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: false }) })

const dragTo = async (page: Page, handle: Locator, target: Locator) => {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 })
  await page.mouse.up()
}

// A screen wide enough for the seven columns: the drag then never needs the board to scroll.
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 2400, height: 1000 } })

  test('the pipeline moves a card by drag and drop, keyboard and selector, and deletes it', async ({
    page,
    request,
  }) => {
    const name = `Kanban ${tag()}`
    const id = await seedProject(request, token, { projectName: name, status: 'in_build' })
    await signInTo(page, '/admin/pipeline')
    const card = page.getByRole('listitem', { name })
    await expect(column(page, 'En développement').getByRole('listitem', { name })).toBeVisible()

    await dragTo(
      page,
      card.getByRole('button', { name: `Déplacer ${name}` }),
      column(page, 'Revue'),
    )
    await expect(page.getByText('Le projet a été déplacé avec succès.').first()).toBeVisible()
    await expect(column(page, 'Revue').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('review')

    const handle = card.getByRole('button', { name: `Déplacer ${name}` })
    await handle.focus()
    // Each step waits for the screen reader's announcement, as a keyboard user hears it.
    const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text }))
    await page.keyboard.press('Space')
    await announced('Au-dessus de la colonne Revue.').toBeAttached()
    // dnd-kit starts listening for the arrows in a zero-delay timer after the lift, and the lift is
    // announced before that timer runs; a busy CI machine once pressed the arrow in between and it
    // was lost. Timers of equal delay run in order, so one zero-delay timer here runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowRight')
    await announced('Au-dessus de la colonne En ligne.').toBeAttached()
    await page.keyboard.press('Space')
    await announced(`Projet ${name} déposé dans En ligne.`).toBeAttached()
    await expect(column(page, 'En ligne').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('live')

    // The selector offers the statuses the project may go to from its own.
    const moveTo = card.getByLabel(`Déplacer ${name} vers`)
    await expect(moveTo.locator('option:not([disabled])')).toHaveText(['Revue', 'En suivi'])
    await moveTo.selectOption('on_care')
    await expect(column(page, 'En suivi').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('on_care')
    const notes = await sql<{ note: string }>(
      `select note from activities where entity_type = 'project' and entity_id = $1 order by id`,
      [String(id)],
    )
    expect(notes.map(({ note }) => note)).toEqual([
      'Nouveau statut : Revue',
      'Nouveau statut : En ligne',
      'Nouveau statut : En suivi',
    ])

    // A refusal puts the card back where it was.
    await page.route(`**/api/client-projects/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { errors: [{ message: 'Refusé pour le test' }] } })
        : route.continue(),
    )
    await moveTo.selectOption('live')
    await expect(page.getByText('Refusé pour le test')).toBeVisible()
    await expect(column(page, 'En suivi').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('on_care')
    await page.unroute(`**/api/client-projects/${id}`)

    // Deleting asks first; afterwards the board reloads (here: as an empty board).
    await card.getByRole('button', { name: `Actions pour ${name}` }).click()
    await card.getByRole('menuitem', { name: `Supprimer ${name}` }).click()
    await page.route('**/api/backoffice/pipeline', (route) =>
      route.fulfill({
        json: Object.fromEntries(PROJECT_STATUSES.map((s) => [s, { total: 0, projects: [] }])),
      }),
    )
    await page
      .getByRole('dialog', { name: 'Êtes-vous sûr?' })
      .getByRole('button', { name: 'Supprimer' })
      .click()
    await expect(
      page.getByText('Le projet et sa soumission ont été supprimés avec succès.'),
    ).toBeVisible()
    await expect(page.getByText('Aucun projet')).toHaveCount(7)
    expect(await statusOf(id)).toBeUndefined()
  })
})

test('the projects table searches, filters, and edits a project in its side panel', async ({
  page,
  request,
}) => {
  const mark = tag()
  const first = `Tableau ${mark} un`
  const second = `Tableau ${mark} deux`
  const firstId = await seedProject(request, token, { projectName: first, status: 'in_build' })
  await seedProject(request, token, {
    projectName: second,
    status: 'live',
    adminOwner: `Responsable-${mark}`,
  })
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.route('**/api/client-projects?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.goto('/admin/projects')
  await expect(page.getByText('Chargement...')).toBeVisible()
  const search = page.getByLabel('Rechercher un projet')
  const rows = page.getByRole('row').filter({ hasText: `Tableau ${mark}` })
  await search.fill(`Tableau ${mark}`)
  await expect(rows).toHaveCount(2)
  await search.fill(`Responsable-${mark}`)
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(second)
  await search.fill(`Tableau ${mark}`)
  await page.getByLabel('Filtrer par statut').selectOption('live')
  await expect(rows).toHaveCount(1)
  await page.getByLabel('Filtrer par statut').selectOption('all')
  await search.fill(`${mark}-introuvable`)
  await expect(page.getByText('Aucun projet trouvé')).toBeVisible()
  await search.fill(first)
  await expect(rows).toHaveCount(1)

  // The row is read-only: its panel holds the fields.
  await page.getByRole('button', { name: first, exact: true }).click()
  const panel = page.getByRole('dialog', { name: first })
  await expect(panel).toBeVisible()
  await page.getByLabel(`Statut de ${first}`).selectOption('review')
  await expect(page.getByText('Le statut du projet a été modifié.')).toBeVisible()
  await expect.poll(() => statusOf(firstId)).toBe('review')

  const progress = page.getByLabel(`Avancement de l’étape en cours de ${first} (%)`)
  await progress.fill('75')
  await progress.press('Enter')
  await expect(page.getByText('Projet mis à jour').first()).toBeVisible()
  // The bar shows the whole project: three phases done, the review three quarters along.
  await expect(panel.getByRole('progressbar', { name: `Avancement de ${first}` })).toHaveAttribute(
    'aria-valuenow',
    '63',
  )
  const stored = async () =>
    (
      await sql<{ p: number; owner: string | null; step: string | null; eta: string | null }>(
        `select progress_percentage::int as p, admin_owner as owner, next_step as step,
                to_char(estimated_delivery, 'YYYY-MM-DD') as eta
           from client_projects where id = $1`,
        [firstId],
      )
    )[0]
  await expect.poll(async () => (await stored())?.p).toBe(75)
  await progress.fill('150')
  await progress.press('Enter')
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible()
  await progress.fill('10')
  await progress.press('Escape')
  await expect(progress).toHaveValue('75')

  await page.getByLabel(`Livraison estimée de ${first}`).fill('2027-01-15')
  await page.getByLabel(`Responsable de ${first}`).fill('Marc')
  await page.getByLabel(`Prochaine étape de ${first}`).fill('Relire les textes')
  await page.getByLabel(`Prochaine étape de ${first}`).press('Enter')
  await expect
    .poll(stored)
    .toEqual({ p: 75, owner: 'Marc', step: 'Relire les textes', eta: '2027-01-15' })
  const edits = await sql<{ n: number }>(
    `select count(*)::int as n from activities where entity_id = $1 and action = 'Projet modifié'`,
    [String(firstId)],
  )
  expect(edits[0]?.n).toBe(4)
  await expect(rows).toContainText('15 janv. 2027')
  await expect(rows).toContainText('Marc')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.getByRole('button', { name: `Actions pour ${first}` }).click()
  await page.getByRole('menuitem', { name: `Supprimer ${first}` }).click()
  await page
    .getByRole('dialog', { name: 'Êtes-vous sûr?' })
    .getByRole('button', { name: 'Supprimer' })
    .click()
  await expect(page.getByText('Aucun projet trouvé')).toBeVisible()
})

test('the pipeline’s link to a crowded column opens the table on that status', async ({ page }) => {
  await signInTo(page, '/admin/projects?status=live')
  await expect(page.getByLabel('Filtrer par statut')).toHaveValue('live')
})

test('at 1280 px the seven columns show side by side; at 390 px an index brings each one into view', async ({
  page,
}) => {
  const name = `Suivi avec un nom de projet vraiment très long ${tag()}`
  await seedProject(page.request, token, { projectName: name, status: 'on_care' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInTo(page, '/admin/pipeline')
  for (const status of [
    'En attente',
    'Approuvé',
    'Rejeté',
    'En développement',
    'Revue',
    'En ligne',
    'En suivi',
  ])
    // Its heading, not the whole column: a column holding every test's projects is taller than
    // the window, which says nothing of the columns side by side.
    await expect(column(page, status).getByRole('heading', { level: 2 })).toBeInViewport({
      ratio: 1,
    })
  // Nothing sticks out: not the board, not a long name out of its card.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  const card = page.getByRole('listitem', { name })
  const [cardBox, nameBox] = [
    await card.boundingBox(),
    await card.getByText(name, { exact: true }).boundingBox(),
  ]
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 390, height: 800 })
  const index = page.getByRole('navigation', { name: 'Colonnes du pipeline' })
  await expect(index.getByRole('link')).toHaveCount(PROJECT_STATUSES.length)
  const last = column(page, 'En suivi')
  await expect(last).not.toBeInViewport()
  const count = (
    await sql<{ n: number }>(
      `select count(*)::int as n from client_projects where status = 'on_care'`,
    )
  )[0]!.n
  await index.getByRole('link', { name: `En suivi ${count}` }).click()
  await expect(last).toBeInViewport()
  await expect(last.getByText(name)).toBeVisible()
})

test.describe('at 1280 px, by mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  /** Drags by the grip to `x` across the target column, the pointer at `y` below its top. */
  const dropAt = async (page: Page, name: string, target: string, at: 'left' | 'right') => {
    const handle = page.getByRole('button', { name: `Déplacer ${name}` })
    const from = (await handle.boundingBox())!
    const to = (await column(page, target).boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 })
    const x = at === 'left' ? to.x + 6 : to.x + to.width - 6
    await page.mouse.move(x, to.y + 120, { steps: 15 })
    await page.mouse.up()
  }

  test('a drop lands in the column under the pointer, and is undone by its toast', async ({
    page,
  }) => {
    const name = `Glisser ${tag()}`
    const id = await seedProject(page.request, token, { projectName: name, status: 'approved' })
    await signInTo(page, '/admin/pipeline')
    // The card is held by its grip, at its left edge: released at the right edge of the column
    // next door, nearly all of it lies over the column after that, but the pointer is not.
    await dropAt(page, name, 'En développement', 'right')
    await expect(column(page, 'En développement').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('in_build')
    await dropAt(page, name, 'Revue', 'left')
    await expect.poll(() => statusOf(id)).toBe('review')

    // The newest toast is the first; the one before it offers to undo the first move.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Statut mis à jour' })
    await toast.first().getByRole('button', { name: 'Annuler' }).click()
    await expect(page.getByText('Changement annulé')).toBeVisible()
    await expect(page.getByText('Le projet est revenu à « En développement ».')).toBeVisible()
    await expect(column(page, 'En développement').getByRole('listitem', { name })).toBeVisible()
    await expect.poll(() => statusOf(id)).toBe('in_build')
    const entries = await sql<{ action: string; note: string }>(
      `select action, note from activities where entity_type = 'project' and entity_id = $1 order by id`,
      [String(id)],
    )
    expect(entries).toEqual([
      { action: 'Statut changé', note: 'Nouveau statut : En développement' },
      { action: 'Statut changé', note: 'Nouveau statut : Revue' },
      { action: 'Statut rétabli', note: 'Retour à « En développement » (annule « Revue »)' },
    ])
  })

  test('a move the transitions do not allow is refused where it is dropped, and nothing changes', async ({
    page,
  }) => {
    const name = `Refusé ${tag()}`
    const id = await seedProject(page.request, token, { projectName: name, status: 'rejected' })
    await signInTo(page, '/admin/pipeline')
    await dropAt(page, name, 'En ligne', 'left')
    await expect(page.getByText('Déplacement impossible')).toBeVisible()
    await expect(
      page.getByText(
        'Un projet « Rejeté » ne peut pas passer à « En ligne ». Statuts possibles : En attente, Approuvé.',
      ),
    ).toBeVisible()
    await expect(column(page, 'Rejeté').getByRole('listitem', { name })).toBeVisible()
    expect(await statusOf(id)).toBe('rejected')
  })
})
