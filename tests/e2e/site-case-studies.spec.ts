import fs from 'node:fs'
import path from 'node:path'

import type { Locator } from '@playwright/test'

import { createClient, sql } from './support/accounts'
import { adminToken } from './support/admin-api'
import { expect, signInByApi, test } from './support/fixtures'

/** A picture next/image serves: resized by the app, from the CMS's file route, and loaded. */
const expectLoadedPicture = async (picture: Locator) => {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toBeVisible()
  expect(await picture.getAttribute('src')).toMatch(
    /^\/_next\/image\?url=%2Fapi%2Fimages%2Ffile%2F/,
  )
  expect(await picture.getAttribute('sizes')).toBeTruthy()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

/** The home's case studies come from the CMS; each has its page, in each language. */
test('the home links each case study to its page, with its picture, in French and English', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const portfolio = page.locator('#portfolio')
  const card = portfolio.locator('article', {
    hasText: 'Une plateforme qui unifie le marché immobilier',
  })
  await expect(card.getByText('SaaS immobilier')).toBeVisible()
  await expect(card.getByText('Livré en 8 semaines')).toBeVisible()
  await expect(card.getByText('200+ utilisateurs inscrits')).toBeVisible()
  await expectLoadedPicture(card.getByRole('img'))
  // Below the fold, the card's picture waits until the visitor scrolls to it.
  expect(await card.getByRole('img').getAttribute('loading')).toBe('lazy')

  await card
    .getByRole('link', { name: 'Une plateforme qui unifie le marché immobilier', exact: true })
    .click()
  await expect(page).toHaveURL(/\/realisations\/plateforme-immobiliere$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Une plateforme qui unifie le marché immobilier',
  )
  await expectLoadedPicture(
    page.getByRole('img', {
      name: 'Illustration : des immeubles stylisés sur un plan quadrillé, marqués de repères jaunes',
    }),
  )
  await expect(page.getByText('de réduction des coûts')).toBeVisible()
  // Shared, the page shows its picture at the size social networks show.
  const shared = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(new URL(shared!).pathname).toMatch(
    /^\/api\/images\/file\/real-estate-platform(-\d+)?-1200x630\.jpg$/,
  )
  const sharedPicture = await request.get(new URL(shared!).pathname + new URL(shared!).search)
  expect(sharedPicture.status()).toBe(200)
  expect(sharedPicture.headers()['content-type']).toBe('image/jpeg')
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/realisations\/plateforme-immobiliere$/,
  )

  await page.goto('/en')
  await page
    .locator('#portfolio')
    .getByRole('link', { name: 'A platform that unifies the property market', exact: true })
    .click()
  await expect(page).toHaveURL(/\/en\/realisations\/plateforme-immobiliere$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A platform that unifies the property market',
  )
  await expectLoadedPicture(
    page.getByRole('img', {
      name: 'Illustration: stylised buildings on a map grid, marked with yellow pins',
    }),
  )
  await expect(page.getByText('Delivered in 8 weeks')).toBeVisible()

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/realisations/plateforme-immobiliere</loc>')
  expect(sitemap).toContain('/en/realisations/profils-enrichis-ia</loc>')
})

/** An editor adds a case study with a picture: its page appears; a draft never does. */
test('a new case study with a picture gets its page and its sitemap entry; a draft does not', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const uploaded = await request.post('/api/images?locale=fr', {
    headers,
    multipart: {
      _payload: JSON.stringify({ alt: 'Une vitrine de boulangerie' }),
      file: {
        name: 'boulangerie.jpg',
        mimeType: 'image/jpeg',
        buffer: fs.readFileSync(path.join(import.meta.dirname, '../fixtures/photo.jpg')),
      },
    },
  })
  expect(uploaded.status()).toBe(201)
  const imageId = (await uploaded.json()).doc.id as number
  const slug = `boulangerie-${Date.now()}`
  const created = await request.post('/api/case-studies?locale=fr', {
    headers,
    data: {
      title: 'Une boulangerie qui vend en ligne',
      slug,
      sector: 'Commerce de proximité',
      summary: 'Commandes en ligne et retrait en magasin.',
      figures: [{ value: '+30 %', label: 'de commandes' }],
      image: imageId,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  const draftSlug = `brouillon-cas-${Date.now()}`
  const draft = await request.post('/api/case-studies?locale=fr&draft=true', {
    headers,
    data: { title: 'Pas encore', slug: draftSlug, sector: 'S', summary: 'R', _status: 'draft' },
  })
  const draftId = (await draft.json()).doc.id as number
  try {
    await expect(async () => {
      await page.goto(`/realisations/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Une boulangerie qui vend en ligne',
        { timeout: 1000 },
      )
    }).toPass({ timeout: 10_000 })
    await expectLoadedPicture(page.getByRole('img', { name: 'Une vitrine de boulangerie' }))
    await expect(async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`/en/realisations/${slug}</loc>`)
    }).toPass({ timeout: 10_000 })
    expect((await page.goto(`/realisations/${draftSlug}`))?.status()).toBe(404)
  } finally {
    await request.delete(`/api/case-studies/${id}`, { headers })
    await request.delete(`/api/case-studies/${draftId}`, { headers })
    await request.delete(`/api/images/${imageId}`, { headers })
  }
})

/** The panel's Preview button on a case study: its draft on the site, for editors only. */
test('an editor previews a case study’s draft on the site; a visitor cannot', async ({
  page,
  request,
}) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `apercu-cas-${Date.now()}`
  const draft = await request.post('/api/case-studies?locale=fr&draft=true', {
    headers,
    data: {
      title: 'Réalisation à relire',
      slug,
      sector: 'Tourisme',
      summary: 'Un résumé en cours.',
      _status: 'draft',
    },
  })
  const id = (await draft.json()).doc.id as number
  try {
    expect((await page.goto(`/preview?slug=${slug}&kind=case-study`))?.status()).toBe(403)
    expect((await page.goto(`/realisations/${slug}`))?.status()).toBe(404)

    await signInByApi(page, editor.email, editor.password)
    await page.goto(`/preview?slug=${slug}&kind=case-study`)
    await expect(page).toHaveURL(new RegExp(`/realisations/${slug}$`))
    await expect(
      page.getByText("Aperçu du brouillon : cette version n'est pas publiée."),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réalisation à relire')

    await page.getByRole('link', { name: "Quitter l'aperçu" }).click()
    await expect(page).toHaveURL(new RegExp(`/realisations/${slug}$`))
    await expect(page.getByText('Réalisation à relire')).toHaveCount(0)
  } finally {
    await request.delete(`/api/case-studies/${id}`, { headers })
  }
})
