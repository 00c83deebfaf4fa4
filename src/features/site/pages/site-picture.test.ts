import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SitePicture } from './site-picture'

const picture = (position: string) => ({
  src: '/api/images/file/cover.webp',
  width: 1600,
  height: 1000,
  alt: 'Une couverture',
  position,
})

const img = (position: string, preload?: boolean) =>
  renderToStaticMarkup(
    createElement(SitePicture, { picture: picture(position), sizes: '100vw', preload }),
  )

describe('a CMS picture on a public page', () => {
  it('keeps the subject the editor chose in the crop', () => {
    expect(img('20% 80%')).toContain('object-position:20% 80%')
  })

  it('sends no crop position for a centred picture, which CSS centres already', () => {
    const html = img('50% 50%')
    expect(html).not.toContain('object-position')
    expect(html).toContain('alt="Une couverture"')
  })

  it('is lazy unless it is preloaded above the fold', () => {
    expect(img('50% 50%')).toContain('loading="lazy"')
    const preloaded = img('50% 50%', true)
    expect(preloaded).not.toContain('loading="lazy"')
    expect(preloaded).toContain('<link rel="preload" as="image"')
  })
})
