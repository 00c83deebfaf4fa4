import { describe, expect, it } from 'vitest'

import type { LegalPage } from '@payload-types'
import { LEGAL_KEYS } from '../../src/domain/content/legal-pages'
import { env } from '../../src/server/platform/config/env'
import { rest, signInEditorAndClient } from '../helpers/rest'

/**
 * The legal pages in the CMS: the migration published today's texts as rich text in both
 * languages; editors change them, visitors read published ones only, nobody adds a second page
 * at the same address, and only admins delete one.
 */
const session = signInEditorAndClient()

const pageOf = async (page: string, locale: 'fr' | 'en', query = '', token?: string) => {
  const { data } = await rest(
    'GET',
    `legal-pages?locale=${locale}&depth=0&where[page][equals]=${page}${query}`,
    { token },
  )
  return (data.docs as LegalPage[])[0]
}
const textOf = (page: LegalPage) => JSON.stringify(page.body)

describe('the legal pages', () => {
  it('are published with today’s texts in French and English, the studio’s address written in', async () => {
    for (const key of LEGAL_KEYS) {
      const fr = await pageOf(key, 'fr')
      const en = await pageOf(key, 'en')
      expect(fr?.title, key).toBeTruthy()
      expect(en?.title, key).not.toBe(fr?.title)
      expect(fr!.body.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' })
    }
    const privacy = await pageOf('privacy', 'fr')
    expect(privacy!.title).toBe('Politique de confidentialité')
    expect(textOf(privacy!)).toContain(env.contactEmail)
    expect(textOf(privacy!)).not.toContain('{{email}}')
  })

  it('keep an editor’s draft from visitors, even when they ask for drafts', async () => {
    const cookies = await pageOf('cookies', 'fr', '', session.editorToken)
    const { status } = await rest('PATCH', `legal-pages/${cookies!.id}?locale=fr&draft=true`, {
      token: session.editorToken,
      json: { title: 'Cookies (brouillon)' },
    })
    expect(status).toBe(200)
    for (const token of [undefined, session.clientToken]) {
      // Asked for drafts, they get none (the latest version is one), never the draft's text.
      expect(await pageOf('cookies', 'fr', '&draft=true', token)).toBeUndefined()
      expect((await pageOf('cookies', 'fr', '', token))?.title).toBe('Politique de cookies')
    }
    expect((await pageOf('cookies', 'fr', '&draft=true', session.editorToken))?.title).toBe(
      'Cookies (brouillon)',
    )
  })

  it('are changed by editors, deleted by admins only, one page per address', async () => {
    const terms = await pageOf('terms', 'fr', '', session.editorToken)
    for (const token of [undefined, session.clientToken]) {
      const { status } = await rest('PATCH', `legal-pages/${terms!.id}?locale=fr`, {
        token,
        json: { title: 'Piraté' },
      })
      expect([401, 403]).toContain(status)
    }
    expect(
      (await rest('DELETE', `legal-pages/${terms!.id}`, { token: session.editorToken })).status,
    ).toBe(403)
    const second = await rest('POST', 'legal-pages?locale=fr', {
      token: session.editorToken,
      json: { ...terms, id: undefined, _status: 'published' },
    })
    expect(second.status).toBe(400)
    expect((await pageOf('terms', 'fr'))?.title).toBe('Conditions générales')
  })
})
