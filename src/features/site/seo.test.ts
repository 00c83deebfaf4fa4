import { describe, expect, it } from 'vitest'

import { ogImagePath, pageMetadata } from './seo'

describe('a page’s preview picture', () => {
  it('is its own for a listed page and a post, the home’s otherwise', () => {
    expect(ogImagePath('/')).toBe('/og/home')
    expect(ogImagePath('/faq')).toBe('/og/faq')
    expect(ogImagePath('/glossaire')).toBe('/og/glossary')
    expect(ogImagePath('/blog/choisir-son-stack')).toBe('/og/blog/choisir-son-stack')
    expect(ogImagePath('/plan-du-site')).toBe('/og/home')
  })

  it('is announced in the page’s language, at its size, for Open Graph and X', () => {
    const metadata = pageMetadata({ lang: 'en', path: '/faq', title: 'FAQ', description: 'd' })
    const image = { url: '/en/og/faq', width: 1200, height: 630, alt: 'FAQ' }
    expect(metadata.openGraph?.images).toEqual([image])
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [image] })
  })
})
