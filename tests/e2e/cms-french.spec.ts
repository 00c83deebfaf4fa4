import type { Page } from '@playwright/test'

import { createAdmin, createClient, PASSWORD, sql, uniqueEmail } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** The panel as an editor in Switzerland opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })

const COLLECTIONS = [
  'users',
  'project-submissions',
  'project-files',
  'client-projects',
  'client-requests',
  'project-updates',
  'invoices',
  'subscriptions',
  'activities',
  'glossary-terms',
  'faq-items',
  'posts',
  'images',
  'case-studies',
  'legal-pages',
  'newsletter-subscribers',
  'forms',
  'form-submissions',
]

/** Payload's English defaults: what the panel showed before every text got its French one. */
const ENGLISH = [
  /Glossary Terms?\b/,
  /Faq Items?\b/,
  /Project (Submissions?|Files?|Updates?)\b/,
  /Client (Projects?|Requests?)\b/,
  /Newsletter Subscribers?\b/,
  /Form Submissions?\b/,
  /Case Stud(y|ies)\b/,
  /\b(Legal Pages?|Home Page|Typed Phrases|Contact and footer)\b/,
  /\b(Alt Text|Focal Point|Search Engine Title)\b/,
  /\b(Submit Button Label|Confirmation Type|Email To|Placeholder)\b/,
  /\b(Users|Invoices|Subscriptions|Activities|Posts|Settings)\b/,
  /\b(Definition|Page Concerned|Change Description|Invoice Date|Due Date|Published At)\b/,
  /successfully/,
  /\b(AM|PM)\b/,
]

/**
 * The page's text holds none of the English defaults. `page` may have scripts off: the page is
 * then as the server rendered it, and nothing more will come to wait for.
 */
const expectFrench = async (page: Page, path: string, { scripts = true } = {}) => {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  if (scripts) await page.waitForLoadState('networkidle')
  // The panel's frame is there (its menu opens with the scripts), and a list's, edit view's or
  // global's title: the words below are the page's, not an empty shell's.
  const menu = page.locator('nav').getByText('Contenu du site', { exact: true })
  await (scripts ? expect(menu).toBeVisible() : expect(menu).toBeAttached())
  if (!scripts) await expect(page.locator('h1').first()).toHaveText(/\p{L}{3}/u)
  const text = await page.locator('body').innerText()
  for (const english of ENGLISH) expect(text, `${path} shows ${english}`).not.toMatch(english)
}

test('the CMS panel is French for an admin, in every list, edit view and global, from its own origin', async ({
  page,
  request,
  baseURL,
  ip,
}) => {
  // Some forty panel pages.
  test.setTimeout(120_000)
  const admin = await createAdmin(request)
  const urls: string[] = []
  page.context().on('request', (sent) => urls.push(sent.url()))
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin/)

  await expectFrench(page, '/cms')
  for (const group of ['Contenu du site', 'Blog', 'Aide', 'Clients', 'Finances', 'Système']) {
    await expect(page.locator('nav').getByText(group, { exact: true })).toBeVisible()
  }
  // Every list, edit view and global as the server renders it, scripts off: the panel's texts
  // are all in that HTML, and a browser running each page's scripts took a minute and a half
  // for the same words (the labels themselves are checked one by one in tests/int/cms-french).
  const reader = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: false,
      locale: 'fr-CH',
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'x-forwarded-for': ip },
    })
  reader.on('request', (sent) => urls.push(sent.url()))
  const rendered = await reader.newPage()
  for (const slug of COLLECTIONS) {
    await expectFrench(rendered, `/cms/collections/${slug}`, { scripts: false })
    await expectFrench(rendered, `/cms/collections/${slug}/create`, { scripts: false })
  }
  for (const global of ['settings', 'home-page', 'site-contact']) {
    await expectFrench(rendered, `/cms/globals/${global}`, { scripts: false })
  }
  await reader.close()

  // A list's dates read the French way: "25 nov. 2026, 08:45".
  await expectFrench(page, '/cms/collections/activities')
  await expect(page.locator('.table tbody').first()).toContainText(/\d{1,2} \S+ \d{4}, \d{2}:\d{2}/)

  // The save toast names the collection in French.
  await expectFrench(page, '/cms/collections/users/create')
  await page.locator('#field-email').fill(uniqueEmail('toast'))
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('#field-confirm-password').fill(PASSWORD)
  await page.locator('#action-save').click()
  await expect(page.getByText('Compte créé(e) avec succès.')).toBeVisible()

  const origin = new URL(baseURL!).origin
  expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([])
})

test('an editor sees the forms, the blog and the help pages only', async ({ page, request }) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  await signIn(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/espace-client/)

  await expectFrench(page, '/cms')
  const nav = page.locator('nav')
  await expect(nav.getByText('Blog', { exact: true })).toBeVisible()
  await expect(nav.getByText('Aide', { exact: true })).toBeVisible()
  await expect(nav.getByText('Contenu du site', { exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Formulaires' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Réalisations' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Images' })).toBeVisible()
  for (const name of ['Page d’accueil', 'Pages légales', 'Contact et pied de page']) {
    await expect(nav.getByRole('link', { name })).toBeVisible()
  }
  // The answers are the admins' to read, like the contact messages before them.
  await expect(nav.getByText('Réponses aux formulaires')).toHaveCount(0)
  for (const group of ['Clients', 'Finances', 'Système']) {
    await expect(nav.getByText(group, { exact: true })).toHaveCount(0)
  }
  expect((await page.goto('/cms/collections/users'))?.status()).toBe(404)
  await expectFrench(page, '/cms/account')
})
