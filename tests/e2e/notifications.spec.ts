import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { createAdmin, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { fixture } from './support/brief'
import { expect, randomIp, signIn, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/**
 * The bell: the studio posts an update and shares a deliverable, the client sees the count grow,
 * opens the bell, follows a notification to its page and the count drops; the studio's admin
 * hears of the client's request the same way in the back office.
 */
let client: SeededClient
let token: string

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'cloche')
  token = await adminToken(request)
})

const bell = (page: Page) => page.getByTestId('notification-bell')

/** The unread count the bell's accessible name says ("Notifications, 3 non lues"). */
const unreadOf = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  if (label.includes('aucune')) return 0
  return Number(/(\d+) non lue/.exec(label)?.[1] ?? Number.NaN)
}

const asAdmin = () => ({
  headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': randomIp() },
})

test('the client sees the studio’s update and deliverable in the bell, opens one, the count drops', async ({
  page,
  request,
}) => {
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  // The seeded update already told the client once.
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue')
  const before = await unreadOf(page)

  const note = `Nouvelles maquettes ${client.projectId}`
  const posted = await request.post('/api/project-updates', {
    ...asAdmin(),
    data: { project: client.projectId, updateNote: note, status: 'completed' },
  })
  expect(posted.ok()).toBe(true)
  const shared = await request.post('/api/deliverables/upload', {
    ...asAdmin(),
    multipart: {
      project: String(client.projectId),
      title: `Logo final ${client.projectId}`,
      file: {
        name: 'logo.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(fixture('brief.pdf')),
      },
    },
  })
  expect(shared.ok()).toBe(true)

  // Coming back to the page asks for the count again.
  await page.reload()
  await expect.poll(() => unreadOf(page)).toBe(before + 2)
  await bell(page).click()
  const list = page.locator('#notification-list')
  await expect(list.getByRole('link', { name: `Logo final ${client.projectId}` })).toBeVisible()
  await list.getByRole('link', { name: note }).click()
  await expect(page).toHaveURL(/\/espace-client\/mises-a-jour$/)
  await expect(page.locator('main')).toContainText(note)
  // The updates page reads all its news, the seeded update's too: the deliverable is left.
  await expect.poll(() => unreadOf(page)).toBe(1)

  // 'Tout marquer comme lu' empties the count; the entries stay listed, read.
  await bell(page).click()
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click()
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, aucune non lue')
  await expect(list.getByRole('link', { name: note })).toBeVisible()
})

test('the admin hears of a client’s request in the back office and opens it', async ({
  page,
  request,
}) => {
  const admin: Account = await createAdmin(request)
  const login = await request.post('/api/users/login', {
    headers: { 'x-forwarded-for': randomIp() },
    data: { email: client.email, password: client.password },
  })
  const clientToken = String(((await login.json()) as { token: string }).token)
  const pageName = `Tarifs ${client.projectId}`
  const sent = await request.post('/api/client-requests/submit', {
    headers: { Authorization: `JWT ${clientToken}`, 'x-forwarded-for': randomIp() },
    data: {
      project: client.projectId,
      pageConcerned: pageName,
      changeDescription: 'Mettre à jour.',
    },
  })
  expect(sent.ok()).toBe(true)

  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0)
  const before = await unreadOf(page)
  await bell(page).click()
  await page
    .locator('#notification-list')
    .getByRole('link', { name: `Nouvelle demande d’un client : ${pageName}` })
    .click()
  await expect(page).toHaveURL(/\/admin\/support\/\d+$/)
  await expect(page.locator('main')).toContainText(pageName)
  await expect.poll(() => unreadOf(page)).toBe(before - 1)
})
