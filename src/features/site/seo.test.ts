import { describe, expect, it } from 'vitest'

import { documentSeo, ogImagePath, pageMetadata } from './seo'

describe('a page’s preview picture', () => {
  it('is its own for a listed page and a post, the home’s otherwise', () => {
    expect(ogImagePath('/')).toBe('/og/home')
    expect(ogImagePath('/faq')).toBe('/og/faq')
    expect(ogImagePath('/glossaire')).toBe('/og/glossary')
    expect(ogImagePath('/blog/choisir-son-stack')).toBe('/og/blog/choisir-son-stack')
    expect(ogImagePath('/realisations/plateforme')).toBe('/og/realisations/plateforme')
    expect(ogImagePath('/plan-du-site')).toBe('/og/home')
  })

  it('is announced in the page’s language, at its size, for Open Graph and X', () => {
    const metadata = pageMetadata({ lang: 'en', path: '/faq', title: 'FAQ', description: 'd' })
    const image = { url: '/en/og/faq', width: 1200, height: 630, alt: 'FAQ' }
    expect(metadata.openGraph?.images).toEqual([image])
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] })
  })
})

describe('a document’s SEO fields', () => {
  const picture = (name: string) => ({
    alt: name,
    sizes: { social: { url: `/api/images/file/${name}.jpg`, width: 1200, height: 630 } },
  })
  const automatic = { title: 'Titre', description: 'Résumé', image: picture('couverture') }

  it('keep the page’s automatic values while empty', () => {
    expect(documentSeo(null, automatic)).toEqual({
      title: 'Titre',
      description: 'Résumé',
      image: {
        url: '/api/images/file/couverture.jpg',
        width: 1200,
        height: 630,
        alt: 'couverture',
      },
    })
    expect(documentSeo({ title: '  ', description: '' }, automatic)).toMatchObject({
      title: 'Titre',
      description: 'Résumé',
    })
  })

  it('replace them where the editor wrote something', () => {
    const seo = { title: 'Pour Google', description: 'Court', image: picture('partage') }
    expect(documentSeo(seo, automatic)).toMatchObject({
      title: 'Pour Google',
      description: 'Court',
      image: { url: '/api/images/file/partage.jpg' },
    })
  })

  it('leave the drawn picture when there is none, and use the chosen one instead of it', () => {
    const drawn = pageMetadata({
      lang: 'fr',
      path: '/realisations/x',
      title: 'T',
      description: 'd',
    })
    expect(drawn.openGraph?.images).toEqual([
      { url: '/og/realisations/x', width: 1200, height: 630, alt: 'T' },
    ])
    const image = documentSeo(null, automatic).image
    const chosen = pageMetadata({ lang: 'fr', path: '/x', title: 'T', description: 'd', image })
    expect(chosen.twitter).toMatchObject({ images: [image] })
  })
})
