import { describe, expect, it } from 'vitest'

import type { SiteContact } from '@payload-types'
import { rest, signInEditorAndClient } from '../helpers/rest'

/**
 * The support cards and the footer in the CMS: migrated with today's texts in both languages,
 * changed by editors only (the studio's profiles are its identity's: studio-identity.test.ts).
 */
const session = signInEditorAndClient()

const read = async (locale: 'fr' | 'en') =>
  (await rest('GET', `globals/site-contact?locale=${locale}&depth=0`))
    .data as unknown as SiteContact

describe('the contact and footer global', () => {
  it('holds today’s texts, in French and English', async () => {
    const fr = await read('fr')
    const en = await read('en')
    expect(fr.support.hoursValue).toBe('Lun-Ven 9h-18h')
    expect(en.support.hoursValue).toBe('Mon-Fri 9am-6pm')
    expect(fr.footer.rights).toBe('© 2025 Studio. Tous droits réservés.')
    expect(en.footer.madeIn).toBe('Designed and built in Geneva, Switzerland.')
    expect(fr.footer).not.toHaveProperty('social')
  })

  it('is changed by editors, not by clients or visitors, and refuses an over-long text', async () => {
    const fr = await read('fr')
    const hours = { support: { ...fr.support, hoursValue: 'Lun-Sam 8h-19h' } }
    for (const token of [undefined, session.clientToken]) {
      expect(
        (await rest('POST', 'globals/site-contact?locale=fr', { token, json: hours })).status,
      ).toBe(403)
    }
    const bad = await rest('POST', 'globals/site-contact?locale=fr', {
      token: session.editorToken,
      json: { support: { ...fr.support, hoursValue: 'x'.repeat(61) } },
    })
    expect(bad.status).toBe(400)
    expect((await read('fr')).support.hoursValue).toBe(fr.support.hoursValue)
    const saved = await rest('POST', 'globals/site-contact?locale=fr', {
      token: session.editorToken,
      json: hours,
    })
    expect(saved.status).toBe(200)
    expect((await read('fr')).support.hoursValue).toBe('Lun-Sam 8h-19h')
    expect((await read('en')).support.hoursValue).toBe('Mon-Fri 9am-6pm')
  })
})
