import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ALT_REQUIRED } from '../../collections/images'
import { ensureCaseStudies } from '../../src/server/seed/case-studies'
import { PDF_BYTES } from '../helpers/fixtures'
import { system } from '../helpers/payload'
import { rest, signInEditorAndClient } from '../helpers/rest'

/**
 * The site's pictures and case studies over REST: who may write them, what a picture needs (alt
 * text, an image's bytes), the sizes sharp makes, and that visitors only ever read published
 * case studies (the migration's seeded ones among them).
 */
const session = signInEditorAndClient()
// A photo wider than the card size (800) and narrower than the wide one (1600).
const PHOTO = await sharp({
  create: { width: 1000, height: 700, channels: 3, background: '#2563eb' },
})
  .jpeg()
  .toBuffer()

const imageForm = (
  fields: Record<string, string>,
  bytes: Uint8Array,
  name: string,
  type: string,
) => {
  const body = new FormData()
  body.set('_payload', JSON.stringify(fields))
  body.set('file', new File([new Uint8Array(bytes)], name, { type }))
  return body
}
const uploadImage = (token: string | undefined, fields: Record<string, string>, bytes = PHOTO) =>
  rest('POST', 'images?locale=fr', {
    token,
    form: imageForm(fields, bytes, 'vitrine.jpg', 'image/jpeg'),
  })
const messagesOf = (data: Record<string, unknown>) => JSON.stringify(data.errors ?? data)

describe('the images collection', () => {
  it('takes an editor’s picture with its alt text and makes its WebP and AVIF sizes', async () => {
    const { status, data } = await uploadImage(session.editorToken, {
      alt: 'La vitrine du magasin',
    })
    expect(status).toBe(201)
    const doc = data.doc as {
      id: number
      url: string
      sizes: Record<string, { url: string; mimeType: string; width: number } | undefined>
    }
    expect(doc.sizes.card).toMatchObject({ mimeType: 'image/webp' })
    expect(doc.sizes.cardAvif).toMatchObject({ mimeType: 'image/avif' })
    expect(doc.sizes.social).toMatchObject({ mimeType: 'image/jpeg', width: 1200 })
    // Never enlarged: no 1600 px size of a 1000 px photo.
    expect(doc.sizes.wide?.url ?? null).toBeNull()
    // Anyone reads the files: the picture and its sizes, inline, each with its own type.
    const file = await rest('GET', doc.sizes.cardAvif!.url.replace(/^\/api\//, ''))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/avif')
    expect(file.headers.get('content-disposition')).toMatch(/^inline/)
    expect(file.headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await rest('GET', doc.url.replace(/^\/api\//, ''))).status).toBe(200)
    await session.payload.delete({ collection: 'images', id: doc.id, ...system })
  })

  it('gives the panel a thumbnail that answers: the card size, in the picture’s own folder', async () => {
    const { data } = await uploadImage(session.editorToken, { alt: 'La vitrine du magasin' })
    const doc = data.doc as { id: number; thumbnailURL: string; sizes: { card: { url: string } } }
    expect(doc.thumbnailURL).toBe(doc.sizes.card.url)
    const thumbnail = await rest('GET', doc.thumbnailURL.replace(/^\/api\//, ''))
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    // Named without its folder, a file is nobody's: the address Payload made before.
    const bare = doc.thumbnailURL.replace(/\?.*$/, '').replace(/^\/api\//, '')
    expect((await rest('GET', bare)).status).toBe(404)
    await session.payload.delete({ collection: 'images', id: doc.id, ...system })
  })

  it('keeps a small picture as it is, with no enlarged sizes', async () => {
    const icon = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
    const { status, data } = await uploadImage(session.editorToken, { alt: 'Un carré blanc' }, icon)
    expect(status).toBe(201)
    const doc = data.doc as { id: number; sizes: Record<string, { url: string | null }> }
    expect(Object.values(doc.sizes).map(({ url }) => url)).toEqual([null, null, null, null, null])
    // Its thumbnail is the picture itself.
    const { thumbnailURL, url } = data.doc as { thumbnailURL: string; url: string }
    expect(thumbnailURL).toBe(url)
    expect((await rest('GET', thumbnailURL.replace(/^\/api\//, ''))).status).toBe(200)
    await session.payload.delete({ collection: 'images', id: doc.id, ...system })
  })

  it('refuses a picture without alt text, with a French message saying why', async () => {
    for (const alt of [undefined, '   ']) {
      const { status, data } = await uploadImage(
        session.editorToken,
        alt === undefined ? {} : { alt },
      )
      expect(status).toBe(400)
      expect(messagesOf(data)).toContain(ALT_REQUIRED)
    }
    // Nothing stored: no row of this suite's file name (the first test's row is gone).
    const stored = await session.payload.count({
      collection: 'images',
      where: { filename: { like: 'vitrine' } },
      ...system,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const { status } = await rest('POST', 'images?locale=fr', {
      token: session.editorToken,
      form: imageForm({ alt: 'Un faux' }, PDF_BYTES, 'photo.jpg', 'image/jpeg'),
    })
    expect(status).toBe(400)
  })

  it('lets neither visitors nor clients add or change pictures', async () => {
    expect((await uploadImage(undefined, { alt: 'Anonyme' })).status).toBe(403)
    expect((await uploadImage(session.clientToken, { alt: 'Client' })).status).toBe(403)
    const [seeded] = (await session.payload.find({ collection: 'images', limit: 1, ...system }))
      .docs
    const patch = await rest('PATCH', `images/${seeded!.id}`, {
      token: session.clientToken,
      json: { alt: 'Changé' },
    })
    expect(patch.status).toBe(403)
  })
})

const SEEDED = ['plateforme-immobiliere', 'profils-enrichis-ia']

describe('the case-studies collection', () => {
  it('is seeded by its migration: the home’s two case studies, published, featured, pictured', async () => {
    // Other suites add case studies to the same database: the seeded ones are found by slug.
    const { docs } = await session.payload.find({
      collection: 'case-studies',
      locale: 'en',
      where: { slug: { in: SEEDED } },
      sort: 'order',
      depth: 1,
      overrideAccess: false,
    })
    expect(docs.map(({ slug }) => slug)).toEqual(SEEDED)
    expect(docs[0]).toMatchObject({
      title: 'A platform that unifies the property market',
      featured: true,
      figures: [{ value: '200+', label: 'registered users' }, {}, {}],
      image: { alt: 'Illustration: stylised buildings on a map grid, marked with yellow pins' },
    })
  })

  it('is seeded once: the seed leaves existing case studies as editors made them', async () => {
    expect(await ensureCaseStudies(session.payload)).toBe(0)
    const seeded = await session.payload.count({
      collection: 'case-studies',
      where: { slug: { in: SEEDED } },
      ...system,
    })
    expect(seeded.totalDocs).toBe(2)
  })

  it('shows visitors published case studies only; drafts stay with editors', async () => {
    const draft = await rest('POST', 'case-studies?locale=fr&draft=true', {
      token: session.editorToken,
      json: {
        title: 'Projet en préparation',
        slug: 'projet-en-preparation',
        sector: 'Commerce',
        summary: 'Pas encore publié.',
        _status: 'draft',
      },
    })
    expect(draft.status).toBe(201)
    const id = (draft.data.doc as { id: number }).id
    const where = 'where[slug][equals]=projet-en-preparation'
    const anonymous = await rest('GET', `case-studies?${where}`)
    expect(anonymous.data.totalDocs).toBe(0)
    expect((await rest('GET', `case-studies/${id}`)).status).toBe(404)
    const editor = await rest('GET', `case-studies?${where}&draft=true`, {
      token: session.editorToken,
    })
    expect(editor.data.totalDocs).toBe(1)
    await session.payload.delete({ collection: 'case-studies', id, ...system })
  })

  it('lets neither visitors nor clients write, and refuses a bad slug or link', async () => {
    const data = { title: 'T', slug: 'test-cas', sector: 'S', summary: 'R', _status: 'published' }
    expect((await rest('POST', 'case-studies', { json: data })).status).toBe(403)
    expect(
      (await rest('POST', 'case-studies', { token: session.clientToken, json: data })).status,
    ).toBe(403)
    const badSlug = await rest('POST', 'case-studies', {
      token: session.editorToken,
      json: { ...data, slug: 'Pas Un Slug' },
    })
    expect(badSlug.status).toBe(400)
    expect(messagesOf(badSlug.data)).toContain('Slug invalide')
    const badLink = await rest('POST', 'case-studies', {
      token: session.editorToken,
      json: { ...data, link: 'javascript:alert(1)' },
    })
    expect(badLink.status).toBe(400)
    expect(messagesOf(badLink.data)).toContain('URL invalide')
  })
})
