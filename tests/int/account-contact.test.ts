import { beforeAll, describe, expect, it } from 'vitest'

import type { Activity, User } from '../../payload-types'
import { createActors, system, testPayload, type Actors } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

/**
 * A client edits its own contact details from its account page (PATCH /api/users/:id, as the
 * form does): names, company, contact e-mail and phone, each checked by the collection's rules;
 * never another account's; each change journaled with the details it changed, not their values.
 */
let actors: Actors
const tokens: Record<string, string> = {}
const tokenOf = async (email: string) => (tokens[email] ??= await signIn(email))

const patchUser = async (actor: User, id: number, json: object) =>
  rest('PATCH', `users/${id}`, { token: await tokenOf(actor.email), json })

const stored = async (id: number) =>
  (await testPayload()).findByID({ collection: 'users', id, depth: 0, ...system })

const journalOf = async (id: number) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'activities',
      where: { entityType: { equals: 'user' }, entityId: { equals: String(id) } },
      sort: '-createdAt',
      depth: 0,
      limit: 10,
      ...system,
    })
  ).docs as Activity[]

beforeAll(async () => {
  actors = await createActors(await testPayload())
})

describe('a client’s own contact details', () => {
  it('are saved as typed and journaled by the names of the details changed', async () => {
    const details = {
      firstName: 'Léa',
      lastName: 'Favre',
      companyName: 'Fromagerie du Lac Sàrl',
      contactEmail: 'compta@fromagerie.example',
      phone: '+41 22 555 01 02',
    }
    const answer = await patchUser(actors.clientA, actors.clientA.id, details)
    expect(answer.status).toBe(200)
    expect(await stored(actors.clientA.id)).toMatchObject(details)
    const [entry] = await journalOf(actors.clientA.id)
    expect(entry).toMatchObject({
      action: 'Coordonnées modifiées',
      actorId: String(actors.clientA.id),
    })
    expect(entry?.note).toBe('Prénom, Nom, Entreprise, E-mail de contact, Téléphone')
    // Neither the values nor the address are in the journal, which outlives an erasure.
    expect(entry?.note).not.toContain('compta@')

    // Emptied, an optional detail is cleared; an unchanged save writes no entry.
    expect((await patchUser(actors.clientA, actors.clientA.id, { phone: '' })).status).toBe(200)
    expect((await stored(actors.clientA.id)).phone ?? '').toBe('')
    const entries = (await journalOf(actors.clientA.id)).length
    expect((await patchUser(actors.clientA, actors.clientA.id, { lastName: 'Favre' })).status).toBe(
      200,
    )
    expect(await journalOf(actors.clientA.id)).toHaveLength(entries)
  })

  it('refuses a bad address, phone or length with the field’s message, changing nothing', async () => {
    const before = await stored(actors.clientB.id)
    for (const [field, value, message] of [
      ['contactEmail', 'compta@', 'Email invalide'],
      ['phone', '12', 'Numéro invalide'],
      ['companyName', 'x'.repeat(201), null],
      ['firstName', 'x'.repeat(101), null],
    ] as const) {
      const answer = await patchUser(actors.clientB, actors.clientB.id, {
        firstName: 'Changé',
        [field]: value,
      })
      expect(answer.status, field).toBe(400)
      const errors = (
        answer.data.errors as { data?: { errors?: { path: string; message: string }[] } }[]
      )[0]?.data?.errors
      expect(
        errors?.map(({ path }) => path),
        field,
      ).toEqual([field])
      if (message) expect(errors?.[0]?.message).toBe(message)
      expect((await stored(actors.clientB.id)).firstName).toBe(before.firstName)
    }
  })

  it('are never another account’s, for a client or an editor', async () => {
    for (const [actor, target] of [
      [actors.clientB, actors.clientA],
      [actors.clientB, actors.admin],
      [actors.editor, actors.clientA],
    ] as const) {
      const before = await stored(target.id)
      const answer = await patchUser(actor, target.id, {
        companyName: 'Reprise SA',
        phone: '+41 79 000 00 00',
      })
      expect([403, 404]).toContain(answer.status)
      expect(await stored(target.id)).toMatchObject({
        companyName: before.companyName ?? null,
        phone: before.phone ?? null,
      })
    }
    const visitor = await rest('PATCH', `users/${actors.clientA.id}`, {
      json: { phone: '+41 79 000 00 00' },
    })
    expect([401, 403]).toContain(visitor.status)
  })

  it('an admin’s change of a client’s details is journaled under the admin', async () => {
    const answer = await patchUser(actors.admin, actors.clientB.id, { phone: '+41 21 555 02 03' })
    expect(answer.status).toBe(200)
    const [entry] = await journalOf(actors.clientB.id)
    expect(entry).toMatchObject({
      action: 'Coordonnées modifiées',
      actorId: String(actors.admin.id),
      note: 'Téléphone',
    })
  })
})
