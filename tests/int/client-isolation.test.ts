import { beforeAll, describe, expect, it } from 'vitest'

import type { CollectionSlug } from 'payload'

import { fixtures } from '../helpers/fixtures'
import { type Actors, createActors, system, TEST_PASSWORD, testPayload } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

/** Lists, field rules and hooks that the CRUD matrix does not show on its own. */
let actors: Actors
let payload: Awaited<ReturnType<typeof testPayload>>
const token = signIn

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  const make = fixtures(payload)
  for (const owner of [actors.clientA, actors.clientB]) {
    const project = await make.project(owner)
    await make.request(project.id)
    await make.update(project.id)
    await make.invoice(project.id, `ISO-${owner.id}`)
    await make.subscription(project.id)
  }
})

const clientScoped: CollectionSlug[] = [
  'client-projects',
  'client-requests',
  'project-updates',
  'invoices',
  'subscriptions',
]

describe('a client lists only its own rows', () => {
  it.each(clientScoped)('%s over the Local API and REST', async (collection) => {
    const ownerPath = collection === 'client-projects' ? 'user' : 'project.user'
    for (const client of [actors.clientA, actors.clientB]) {
      const local = await payload.find({
        collection,
        user: client,
        overrideAccess: false,
        depth: 1,
        limit: 100,
      })
      const mine = await payload.count({
        collection,
        where: { [ownerPath]: { equals: client.id } },
        ...system,
      })
      expect(local.totalDocs).toBe(mine.totalDocs)
      expect(local.totalDocs).toBeGreaterThan(0)
      const response = await rest('GET', `${collection}?limit=100`, {
        token: await token(client.email),
      })
      expect(response.status).toBe(200)
      expect(response.data.totalDocs).toBe(mine.totalDocs)
    }
    // Control: the admin sees both clients' rows.
    const all = await payload.find({
      collection,
      user: actors.admin,
      overrideAccess: false,
      limit: 1,
    })
    const total = await payload.count({ collection, ...system })
    expect(all.totalDocs).toBe(total.totalDocs)
  })

  it('cannot filter its way into another client’s rows', async () => {
    const response = await rest('GET', `client-projects?where[user][equals]=${actors.clientB.id}`, {
      token: await token(actors.clientA.email),
    })
    expect(response.status).toBe(200)
    expect(response.data.totalDocs).toBe(0)
  })
})

describe('accounts', () => {
  it('each account reads itself and no other', async () => {
    for (const self of [actors.clientA, actors.editor]) {
      await expect(
        payload.findByID({ collection: 'users', id: self.id, user: self, overrideAccess: false }),
      ).resolves.toMatchObject({ id: self.id })
      await expect(
        payload.findByID({
          collection: 'users',
          id: actors.clientB.id,
          user: self,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }
    const list = await rest('GET', 'users', { token: await token(actors.clientA.email) })
    expect(list.data.totalDocs).toBe(1)
  })

  it('a client never changes its role, e-mail or plan, nor its password by a plain update', async () => {
    const client = await payload.create({
      collection: 'users',
      data: {
        email: `self-${Date.now()}@test.example.com`,
        password: TEST_PASSWORD,
        plan: 'Avant',
        role: 'client',
      },
      ...system,
    })
    const clientToken = await token(client.email)
    const stolen = { role: 'admin', email: 'stolen@test.example.com', plan: 'Après' }
    // The fields it may not write (its contact details it may: account-contact.test.ts) are dropped: the update answers, and changes none of them.
    const response = await rest('PATCH', `users/${client.id}`, {
      token: clientToken,
      json: stolen,
    })
    expect(response.status).toBe(200)
    // Its password changes only on the account page, which asks for the current one.
    const withPassword = await rest('PATCH', `users/${client.id}`, {
      token: clientToken,
      json: { ...stolen, password: 'new-password-456' },
    })
    expect(withPassword.status).toBe(400)
    const after = await payload.findByID({ collection: 'users', id: client.id, ...system })
    expect(after.role).toBe('client')
    expect(after.email).toBe(client.email)
    expect(after.plan).toBe('Avant')
    const login = (password: string) =>
      rest('POST', 'users/login', { json: { email: client.email, password } })
    expect((await login('new-password-456')).status).toBe(401)
    expect((await login(TEST_PASSWORD)).status).toBe(200)
  })

  it('the first account of a database is its admin, later ones are clients', async () => {
    // This database already has accounts: a visitor-created one (first-register path) is a client.
    const created = await payload.create({
      collection: 'users',
      data: {
        email: `later-${Date.now()}@test.example.com`,
        password: TEST_PASSWORD,
        role: 'admin',
      },
      ...system,
    })
    expect(created.role).toBe('client')
    const firstRegister = await rest('POST', 'users/first-register', {
      json: {
        email: `first-${Date.now()}@test.example.com`,
        password: TEST_PASSWORD,
        role: 'admin',
      },
    })
    expect(firstRegister.status).toBe(403)
  })

  it('locks an account after 5 wrong passwords', async () => {
    const email = `lock-${Date.now()}@test.example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: TEST_PASSWORD, role: 'client' },
      ...system,
    })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await rest('POST', 'users/login', { json: { email, password: 'wrong-password' } })).status,
      ).toBe(401)
    }
    const locked = await rest('POST', 'users/login', { json: { email, password: TEST_PASSWORD } })
    expect(locked.status).not.toBe(200)
  })
})

describe('settings and content visibility', () => {
  it('visitors read public settings but not the canned replies; only admins update', async () => {
    const visitor = await rest('GET', 'globals/settings')
    expect(visitor.status).toBe(200)
    expect(visitor.data).not.toHaveProperty('cannedReplies')
    expect(visitor.data).not.toHaveProperty('slaWarnHours')
    const admin = await rest('GET', 'globals/settings', { token: await token(actors.admin.email) })
    expect(admin.data.slaWarnHours).toBeTypeOf('number')
    expect(admin.data.slaCriticalHours).toBeTypeOf('number')
    expect(admin.data.cannedReplies).toHaveProperty('projectApproved')
    for (const actor of [actors.clientA, actors.editor]) {
      const refused = await rest('POST', 'globals/settings', {
        token: await token(actor.email),
        json: { slaWarnHours: 1 },
      })
      expect(refused.status).toBe(403)
    }
    const updated = await rest('POST', 'globals/settings', {
      token: await token(actors.admin.email),
      json: { slaWarnHours: 12 },
    })
    expect(updated.status).toBe(200)
    expect((await payload.findGlobal({ slug: 'settings', ...system })).slaWarnHours).toBe(12)
  })

  it('a post scheduled for later is hidden until its date, except to editors', async () => {
    const publish = (slug: string, publishedAt: string) =>
      payload.create({
        collection: 'posts',
        data: { title: 'Programmé', slug, author: 'Studio', publishedAt, _status: 'published' },
        ...system,
      })
    const later = await publish(
      `plus-tard-${Date.now()}`,
      new Date(Date.now() + 3_600_000).toISOString(),
    )
    const past = await publish(`deja-${Date.now()}`, new Date(Date.now() - 60_000).toISOString())
    expect((await rest('GET', `posts/${later.id}`)).status).toBe(404)
    expect((await rest('GET', `posts/${past.id}`)).status).toBe(200)
    const listed = await rest('GET', 'posts?limit=100')
    const ids = (listed.data.docs as { id: number }[]).map(({ id }) => id)
    expect(ids).toContain(past.id)
    expect(ids).not.toContain(later.id)
    expect(
      (await rest('GET', `posts/${later.id}`, { token: await token(actors.editor.email) })).status,
    ).toBe(200)
  })

  it('publishing without a date publishes now', async () => {
    const before = Date.now()
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Sans date',
        slug: `sans-date-${Date.now()}`,
        author: 'Studio',
        _status: 'published',
      },
      ...system,
    })
    expect(new Date(post.publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('drafts are hidden from visitors and clients, shown to editors', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Brouillon secret', slug: `secret-${Date.now()}`, author: 'Studio' },
      draft: true,
      ...system,
    })
    expect((await rest('GET', `posts/${draft.id}`)).status).toBe(404)
    expect(
      (await rest('GET', `posts/${draft.id}`, { token: await token(actors.clientA.email) })).status,
    ).toBe(404)
    expect(
      (
        await rest('GET', `posts/${draft.id}?draft=true`, {
          token: await token(actors.editor.email),
        })
      ).status,
    ).toBe(200)
  })
})
