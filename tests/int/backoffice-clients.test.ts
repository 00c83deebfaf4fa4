import { beforeAll, describe, expect, it } from 'vitest'

/** The clients list and the client view's start and end, over REST. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
const tokens: Record<string, string> = {}

const as = async (email: string) => ({
  token: (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string),
})

const viewLog = async (clientId: number) => {
  const { docs } = await (
    await helpers.testPayload()
  ).find({
    collection: 'activities',
    where: { entityType: { equals: 'user' }, entityId: { equals: String(clientId) } },
    sort: 'createdAt',
    ...helpers.system,
  })
  return docs.map(({ action }) => action)
}

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  await fixtures(payload).project(actors.clientA)
})

describe('the clients list', () => {
  it('lists client accounts only, searched, with the first project’s status', async () => {
    const admin = await as(actors.admin.email)
    const all = await rest('GET', 'backoffice/clients', admin)
    const rows = all.data.docs as { id: number; email: string; projectStatus: string | null }[]
    const ids = rows.map(({ id }) => id)
    expect(ids).not.toContain(actors.admin.id)
    expect(ids).not.toContain(actors.editor.id)
    const found = await rest(
      'GET',
      `backoffice/clients?search=${encodeURIComponent(actors.clientA.email)}`,
      admin,
    )
    expect(found.data.docs).toEqual([
      expect.objectContaining({ id: actors.clientA.id, projectStatus: 'in_build' }),
    ])
    // Search words are plain text: wildcards and quotes match nothing rather than everything.
    for (const search of ['%', '_', "' or 1=1 --"]) {
      const answer = await rest(
        'GET',
        `backoffice/clients?search=${encodeURIComponent(search)}`,
        admin,
      )
      expect(answer.status).toBe(200)
      expect(answer.data.docs).toEqual([])
    }
  })

  it('is the admins’ only', async () => {
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('GET', 'backoffice/clients', await as(email))).status).toBe(403)
    }
    expect((await rest('GET', 'backoffice/clients')).status).toBe(401)
  })
})

describe('the client view', () => {
  it('starts for a client account only, sets its cookie, and logs start and end', async () => {
    const admin = await as(actors.admin.email)
    const start = await rest('POST', `backoffice/view-as/${actors.clientA.id}`, admin)
    expect(start.status).toBe(200)
    expect(start.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^studio-view-as=${actors.clientA.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=7200`,
      ),
    )
    for (const id of [actors.editor.id, actors.admin.id, 99_999_999]) {
      expect((await rest('POST', `backoffice/view-as/${id}`, admin)).status).toBe(404)
    }
    const end = await rest('POST', 'backoffice/view-as/end', {
      ...admin,
      headers: { cookie: `studio-view-as=${actors.clientA.id}` },
    })
    expect(end.status).toBe(200)
    expect(end.headers.get('set-cookie')).toMatch(/^studio-view-as=; .*Max-Age=0/)
    expect(await viewLog(actors.clientA.id)).toEqual(['Vue client ouverte', 'Vue client fermée'])
  })

  it('is refused to clients and editors', async () => {
    for (const email of [actors.clientA.email, actors.editor.email]) {
      const token = await as(email)
      expect((await rest('POST', `backoffice/view-as/${actors.clientB.id}`, token)).status).toBe(
        403,
      )
      expect((await rest('POST', 'backoffice/view-as/end', token)).status).toBe(403)
    }
    expect(await viewLog(actors.clientB.id)).toEqual([])
  })
})
