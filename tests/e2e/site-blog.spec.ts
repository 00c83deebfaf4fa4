import { createClient, sql } from './support/accounts'
import { plainRichText as richText } from '../../src/domain/content/rich-text'
import { adminToken } from './support/admin-api'
import { expect, signInByApi, test } from './support/fixtures'
import { previewPictureOf } from './support/preview-picture'

/** /blog: a waiting message while there is nothing, then published posts only, each on its page. */
test('the blog lists published posts in each language and never drafts', async ({
  page,
  request,
}) => {
  await page.goto('/blog')
  await expect(
    page.getByText('De nouveaux articles arrivent bientôt. Revenez nous voir !'),
  ).toBeVisible()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `lancer-son-site-${Date.now()}`
  const created = await request.post('/api/posts?locale=fr', {
    headers,
    data: {
      title: 'Lancer son site en 48 heures',
      slug,
      excerpt: 'Ce qu’il faut préparer avant le lancement.',
      author: 'Léa Martin',
      publishedAt: '2026-11-02T09:00:00.000Z',
      content: richText('Commencez par vos textes et vos images.'),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  const draftSlug = `brouillon-${Date.now()}`
  const draft = await request.post('/api/posts?locale=fr&draft=true', {
    headers,
    data: {
      title: 'Article en préparation',
      slug: draftSlug,
      author: 'Léa Martin',
      _status: 'draft',
    },
  })
  expect(draft.status()).toBe(201)
  const draftId = (await draft.json()).doc.id as number
  try {
    await request.patch(`/api/posts/${id}?locale=en`, {
      headers,
      data: {
        title: 'Launching a website in 48 hours',
        excerpt: 'What to prepare before launch.',
        _status: 'published',
      },
    })

    await expect(async () => {
      await page.goto('/blog')
      await expect(page.getByRole('heading', { name: 'Lancer son site en 48 heures' })).toBeVisible(
        { timeout: 1000 },
      )
    }).toPass({ timeout: 10_000 })
    const card = page.locator('article', { hasText: 'Lancer son site en 48 heures' })
    await expect(card.locator('time')).toHaveText('2 nov. 2026')
    await expect(card.getByText('Par Léa Martin')).toBeVisible()
    await expect(card.getByText('Ce qu’il faut préparer avant le lancement.')).toBeVisible()
    await expect(page.getByText('Article en préparation')).toHaveCount(0)

    await card.getByRole('link', { name: 'Lancer son site en 48 heures', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lancer son site en 48 heures')
    await expect(page.getByText('Commencez par vos textes et vos images.')).toBeVisible()

    await expect(async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`/en/blog/${slug}</loc>`)
    }).toPass({ timeout: 10_000 })

    await page.goto(`/en/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Launching a website in 48 hours',
    )
    await expect(page.getByText('2 Nov 2026')).toBeVisible()
    // Shared, the post shows its own title in its picture, in each language.
    const pictures = [
      await previewPictureOf(page, request, `/blog/${slug}`),
      await previewPictureOf(page, request, `/en/blog/${slug}`),
    ]
    expect(pictures.map(({ path }) => path)).toEqual([`/og/blog/${slug}`, `/en/og/blog/${slug}`])
    expect(pictures[0]!.png.equals(pictures[1]!.png)).toBe(false)
    expect((await page.goto(`/blog/${draftSlug}`))?.status()).toBe(404)
  } finally {
    await request.delete(`/api/posts/${id}`, { headers })
    await request.delete(`/api/posts/${draftId}`, { headers })
  }
})

test('an editor previews a draft on the site; a visitor cannot', async ({ page, request }) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `apercu-${Date.now()}`
  const draft = await request.post('/api/posts?locale=fr&draft=true', {
    headers,
    data: {
      title: 'Brouillon à relire',
      slug,
      author: 'Léa Martin',
      content: richText('Texte en cours.'),
      _status: 'draft',
    },
  })
  const id = (await draft.json()).doc.id as number
  try {
    const refused = await page.goto(`/preview?slug=${slug}`)
    expect(refused?.status()).toBe(403)
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)

    await signInByApi(page, editor.email, editor.password)
    await page.goto(`/preview?slug=${slug}`)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(
      page.getByText("Aperçu du brouillon : cette version n'est pas publiée."),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brouillon à relire')
    await expect(page.getByText('Texte en cours.')).toBeVisible()

    await page.getByRole('link', { name: "Quitter l'aperçu" }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByText('Brouillon à relire')).toHaveCount(0)
  } finally {
    await request.delete(`/api/posts/${id}`, { headers })
  }
})

test('a post scheduled for later stays off the blog until its date', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `programme-${Date.now()}`
  const created = await request.post('/api/posts?locale=fr', {
    headers,
    data: {
      title: 'Article programmé',
      slug,
      author: 'Léa Martin',
      publishedAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      _status: 'published',
    },
  })
  const id = (await created.json()).doc.id as number
  try {
    await page.goto('/blog')
    await expect(page.getByText('Article programmé')).toHaveCount(0)
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)
  } finally {
    await request.delete(`/api/posts/${id}`, { headers })
  }
})
