import crypto from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { plainRichText } from '@/domain/content/rich-text'

import { seriousViolations } from './support/accessibility'
import { adminToken } from './support/admin-api'
import { createAdmin, createClient, sql } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** The panel as an editor in Switzerland opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })
// Sign-ins, the panel's first loads and a framed page's renders: minutes on a busy machine.
test.describe.configure({ timeout: 150_000 })

const signInEditor = async (page: Page, request: APIRequestContext) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  await signIn(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/espace-client/)
}

/** A document an admin makes through the API for the test, and its removal. */
const createDocument = async (
  request: APIRequestContext,
  collection: 'posts' | 'forms',
  data: Record<string, unknown>,
) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const response = await request.post(`/api/${collection}?locale=fr`, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = ((await response.json()) as { doc: { id: number } }).doc
  const remove = async () => {
    // The editor's lock on the document it saved: Payload keeps it for its lock duration (five
    // minutes) after the editor leaves, and refuses to delete a locked document.
    await sql(
      `DELETE FROM payload_locked_documents WHERE id IN
        (SELECT parent_id FROM payload_locked_documents_rels WHERE ${collection}_id = $1)`,
      [id],
    )
    const removed = await request.delete(`/api/${collection}/${id}`, { headers })
    expect(removed.status(), await removed.text()).toBe(200)
  }
  return { id, remove }
}

const unique = (label: string) => `${label}-${crypto.randomBytes(3).toString('hex')}`

test('an editor edits a post beside its live preview: each saved draft shows there, at 390 and 1280 px', async ({
  page,
  request,
  browser,
}) => {
  const slug = unique('apercu-direct')
  const post = await createDocument(request, 'posts', {
    title: 'Un article publié',
    slug,
    author: 'Studio',
    _status: 'published',
  })
  try {
    await signInEditor(page, request)
    await page.goto(`/cms/collections/posts/${post.id}`)
    // The draft page is framed from the panel's own origin, and only there.
    const framed = page.waitForResponse((response) => response.url().endsWith(`/blog/${slug}`))
    await page.locator('#live-preview-toggler').click()
    const headers = await (await framed).allHeaders()
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    const frame = page.locator('#live-preview-iframe')
    await expect(frame).toHaveAttribute('title', 'Aperçu de la page')
    const pane = page.frameLocator('#live-preview-iframe')
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText('Un article publié', {
      timeout: 30_000,
    })
    await expect(pane.getByText('Aperçu du brouillon')).toBeVisible()

    // The changed title, saved as a draft, shows in the pane without a reload of the panel.
    await page.locator('#field-title').fill('Un titre changé dans le CMS')
    await page.locator('#action-save-draft').click()
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(
      'Un titre changé dans le CMS',
      { timeout: 30_000 },
    )

    // At a phone's width and a desktop's, the draft fits its frame.
    const draftPage = () => page.frames().find((frame) => frame.url().endsWith(`/blog/${slug}`))!
    for (const [label, width] of [
      ['390 px', 390],
      ['1280 px', 1280],
    ] as const) {
      await page.locator('.live-preview-toolbar-controls__breakpoint').click()
      await page.getByRole('button', { name: label, exact: true }).click()
      await expect.poll(() => draftPage().evaluate(() => window.innerWidth)).toBe(width)
      expect(await draftPage().evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    }

    // Visitors still read the published post, on a page nobody may frame.
    const visitor = await (await browser.newContext()).newPage()
    const response = await visitor.goto(`/blog/${slug}`)
    expect((await response!.allHeaders())['x-frame-options']).toBe('DENY')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Un article publié')
    await visitor.context().close()

    // The draft as the editor previews it is accessible.
    await page.goto(`/preview?slug=${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un titre changé dans le CMS')
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await post.remove()
  }
})

test('the form builder shows each form’s real address, which answers, and heads its fields by their labels', async ({
  page,
  request,
}) => {
  const slug = unique('inscription-atelier')
  const form = await createDocument(request, 'forms', {
    title: 'Inscription à l’atelier',
    slug,
    fields: [
      { blockType: 'text', name: 'fullName', label: 'Nom complet', required: true },
      { blockType: 'email', name: 'email', label: 'E-mail', required: true },
    ],
    submitButtonLabel: 'S’inscrire',
    confirmationMessage: plainRichText('Merci, à bientôt !'),
    _status: 'published',
  })
  try {
    await signInEditor(page, request)
    await page.goto(`/cms/collections/forms/${form.id}`)
    const address = page.locator('#field-description-slug')
    const french = address.getByRole('link', { name: new RegExp(`^/formulaires/${slug} `) })
    const english = address.getByRole('link', { name: new RegExp(`^/en/formulaires/${slug} `) })
    await expect(french).toHaveAttribute('href', `/formulaires/${slug}`)
    await expect(english).toHaveAttribute('href', `/en/formulaires/${slug}`)
    // The address works: the form's own page, opened beside the panel.
    const opened = page.waitForEvent('popup')
    await french.click()
    const tab = await opened
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Inscription à l’atelier')
    await expect(tab.getByRole('button', { name: 'S’inscrire' })).toBeVisible()
    await tab.close()
    expect((await request.get(`/en/formulaires/${slug}`)).status()).toBe(200)

    // Each field block is headed by its number, its kind and the label visitors read.
    const headers = page.locator('.blocks-field__block-header')
    await expect(headers.nth(0)).toHaveText(/^01\s*Texte\s*Nom complet$/)
    await expect(headers.nth(1)).toHaveText(/^02\s*E-mail\s*E-mail$/)
    await expect(page.getByPlaceholder('Sans titre')).toHaveCount(0)
    await page.locator('#field-fields__0__label').fill('Prénom et nom')
    await expect(headers.nth(0)).toHaveText(/Prénom et nom$/)
    await page.locator('#field-fields__0__label').fill('')
    await expect(headers.nth(0)).toHaveText(/fullName$/)

    // The address follows the slug being typed; a wrong one names none.
    await page.locator('#field-slug').fill('nouvelle-adresse')
    await expect(address).toContainText('/formulaires/nouvelle-adresse')
    await page.locator('#field-slug').fill('Pas Valide')
    await expect(address).toContainText('s’affiche ici dès que ce champ est valide')
    await expect(address.getByRole('link')).toHaveCount(0)

    // The support form lives on the Support page, never on /formulaires/support.
    await page.goto('/cms/collections/forms?where[slug][equals]=support')
    await page.getByRole('link', { name: 'Support', exact: true }).click()
    await expect(address.getByRole('link', { name: /^\/support / })).toHaveAttribute(
      'href',
      '/support',
    )
    await expect(address.getByRole('link', { name: /^\/en\/support / })).toBeVisible()
    expect((await request.get('/support')).status()).toBe(200)
    expect((await request.get('/formulaires/support')).status()).toBe(404)
  } finally {
    await form.remove()
  }
})

test('the panel’s pictures answer: a case study’s thumbnail and the pictures list', async ({
  page,
  request,
}) => {
  const files: { url: string; status: number }[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/images/file/real-estate-platform')) {
      files.push({ url: response.url(), status: response.status() })
    }
  })
  await signInEditor(page, request)
  await page.goto('/cms/collections/case-studies')
  await page.getByRole('link', { name: 'Une plateforme qui unifie le marché immobilier' }).click()
  const thumbnail = page.locator('.upload-relationship-details img').first()
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800)
  const src = (await thumbnail.getAttribute('src'))!
  expect(src).toMatch(/-800x500\.webp\?prefix=/)
  const file = await request.get(src)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')

  // The list of pictures shows the same file (other tests add and remove pictures of their own).
  await page.goto('/cms/collections/images?search=real-estate-platform')
  const listed = page.locator('.table img')
  await expect(listed).toHaveCount(1)
  await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800)
  expect(files.length).toBeGreaterThanOrEqual(2)
  expect(files.filter(({ status }) => status !== 200)).toEqual([])
})

test('the API tab is an admin’s: an editor sees none, on a document or a global', async ({
  page,
  browser,
  request,
}) => {
  const tabs = (on: Page) => on.locator('.doc-tabs')
  await signInEditor(page, request)
  for (const path of ['/cms/collections/case-studies?limit=1', '/cms/globals/home-page']) {
    await page.goto(path)
    if (path.includes('collections')) await page.locator('.table a').first().click()
    await expect(tabs(page).getByText('Versions')).toBeVisible()
    await expect(tabs(page).getByText('API', { exact: true })).toHaveCount(0)
  }
  const admin = await createAdmin(request)
  const adminPage = await (await browser.newContext({ locale: 'fr-CH' })).newPage()
  await signIn(adminPage, admin.email, admin.password)
  await expect(adminPage).toHaveURL(/\/admin/)
  await adminPage.goto('/cms/globals/home-page')
  await expect(tabs(adminPage).getByText('API', { exact: true })).toBeVisible()
  await adminPage.context().close()
})

test('the panel’s controls speak French: the editor’s handles, the drag-and-drop help, the languages', async ({
  page,
  request,
}) => {
  await signInEditor(page, request)
  // The support form: sortable field blocks and a rich-text confirmation message.
  await page.goto('/cms/collections/forms?where[slug][equals]=support')
  await page.getByRole('link', { name: 'Support', exact: true }).click()
  await page.locator('.ContentEditable__root p').first().hover()
  await expect(page.locator('[aria-label="Glisser pour déplacer"]').first()).toBeAttached()
  await expect(page.locator('[aria-label="Ajouter un bloc"]').first()).toBeAttached()
  for (const english of ['Drag to move', 'Add block', 'Insert Paragraph']) {
    await expect(page.locator(`[aria-label="${english}"]`)).toHaveCount(0)
  }
  // What a screen reader reads on a block's drag handle.
  const handle = page.locator('.collapsible__drag').first()
  const help = page.locator(`[id="${await handle.getAttribute('aria-describedby')}"]`)
  await expect(help).toHaveText(/^Pour saisir un élément, appuyez sur la barre d’espace/)
  await expect(page.locator('.localizer-button__label').first()).toHaveText(/Langue/)
  expect(await page.locator('body').innerText()).not.toMatch(/Paramètres régionaux/)
})
