import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StudioIdentity } from '@payload-types'
import { UID_ERROR } from '@/domain/site/studio-identity'
import { VAT_NUMBER_ERROR } from '@/domain/billing/vat-number'
import { validationText } from '@/i18n/validation-text'

import { system } from '../helpers/payload'
import { rest, signIn, signInEditorAndClient } from '../helpers/rest'

/**
 * The studio's identity, one global: public to read, its contact channels the editors', its
 * company the admins', every value checked, every save by a person journaled.
 */
const session = signInEditorAndClient()
let adminToken: string
let before: StudioIdentity

const read = async () =>
  (await rest('GET', 'globals/studio-identity?depth=0')).data as unknown as StudioIdentity
const save = (token: string | undefined, json: Record<string, unknown>) =>
  rest('POST', 'globals/studio-identity', { token, json })

beforeAll(async () => {
  adminToken = await signIn(session.actors.admin.email)
  before = await session.payload.findGlobal({ slug: 'studio-identity', ...system })
})
// Other files read the identity (invoices, inbox): leave it as found.
afterAll(async () => {
  const { id: _id, updatedAt: _updated, createdAt: _created, ...data } = before
  await session.payload.updateGlobal({ slug: 'studio-identity', data, ...system })
})

describe('the studio identity', () => {
  it('is read by anyone, and its migration left no placeholder profile', async () => {
    const identity = await read()
    expect(identity.name).toBeTruthy()
    expect(identity.email).toMatch(/@/)
    for (const { url } of identity.social ?? []) {
      expect(url).not.toMatch(/^https:\/\/www\.(instagram|linkedin|facebook)\.com\/$/)
    }
  })

  it('is changed by editors for its contact channels, never by clients or visitors', async () => {
    const channels = {
      email: 'bonjour@studio-test.example.com',
      phone: '+41 22 555 01 99',
      messagingUrl: 'https://wa.me/41225550199',
      social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/studio-test' }],
    }
    for (const token of [undefined, session.clientToken]) {
      expect((await save(token, channels)).status).toBe(403)
    }
    expect((await save(session.editorToken, channels)).status).toBe(200)
    expect(await read()).toMatchObject(channels)
  })

  it('keeps the company’s registered details the admins’ only', async () => {
    const company = { legalName: 'Studio Identité SA', uid: 'CHE-123.456.788' }
    expect((await save(adminToken, company)).status).toBe(200)
    // An editor's value for an admin's field is dropped, the rest of the save kept.
    const editor = await save(session.editorToken, {
      legalName: 'Piraté Sàrl',
      uid: 'CHE-109.322.551',
      vatNumber: 'CHE-109.322.551 TVA',
      phone: '+41 22 555 01 98',
    })
    expect(editor.status).toBe(200)
    expect(await read()).toMatchObject({ ...company, phone: '+41 22 555 01 98' })
    expect((await read()).vatNumber ?? null).toBe(before.vatNumber ?? null)
  })

  it('refuses a wrong UID, VAT number, phone, e-mail, link or an over-long name, changing nothing', async () => {
    const kept = await read()
    const refusals: [Record<string, unknown>, string][] = [
      [{ uid: 'CHE-123.456.789' }, validationText('fr', UID_ERROR)],
      [{ uid: '123456788' }, validationText('fr', UID_ERROR)],
      [{ vatNumber: 'CHE-123.456.789 TVA' }, validationText('fr', VAT_NUMBER_ERROR)],
      [{ phone: '12' }, 'Numéro invalide'],
      [{ email: 'pas-un-email' }, 'email'],
      [{ messagingUrl: 'javascript:alert(1)' }, 'URL invalide'],
      [{ social: [{ network: 'linkedin', url: 'ftp://example.com' }] }, 'URL invalide'],
      [{ legalName: 'x'.repeat(71) }, '70'],
      [{ name: '' }, 'name'],
    ]
    for (const [json, message] of refusals) {
      const answer = await save(adminToken, json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(JSON.stringify(answer.data)).toContain(message)
    }
    expect(await read()).toEqual(kept)
  })

  it('journals a person’s save, naming the fields changed in French, not their values', async () => {
    const latest = async () =>
      (
        await session.payload.find({
          collection: 'activities',
          where: { entityType: { equals: 'settings' }, entityId: { equals: 'identity' } },
          sort: '-createdAt',
          limit: 1,
          ...system,
        })
      ).docs[0]
    const previous = await latest()
    expect((await save(adminToken, { city: 'Lausanne', postalCode: '1003' })).status).toBe(200)
    const entry = await latest()
    expect(entry?.id).not.toBe(previous?.id)
    expect(entry).toMatchObject({ action: 'Identité du studio modifiée' })
    expect(entry?.note?.split(', ').sort()).toEqual(['Localité', 'NPA'])
    expect(entry?.note).not.toContain('Lausanne')
  })
})
