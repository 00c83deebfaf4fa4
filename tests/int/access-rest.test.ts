import { beforeAll, describe, expect, it } from 'vitest'

import { fixtures, uploadFile } from '../helpers/fixtures'
import {
  ACTORS,
  type ActorName,
  createActors,
  system,
  TEST_PASSWORD,
  testPayload,
} from '../helpers/payload'
import { rest } from '../helpers/rest'
import { isAllowed, matrix, updatedAt, type MatrixContext, OPS } from './access-matrix'

/** The same access matrix over HTTP: Payload's REST handlers, authenticated by a real login. */
let ctx: MatrixContext
const tokens: Partial<Record<ActorName, string>> = {}

beforeAll(async () => {
  const payload = await testPayload()
  const actors = await createActors(payload)
  ctx = { payload, actors, projectA: await fixtures(payload).project(actors.clientA) }
  for (const actor of ACTORS) {
    const user = actors[actor]
    if (!user) continue
    const login = await rest('POST', 'users/login', {
      json: { email: user.email, password: TEST_PASSWORD },
    })
    expect(login.status).toBe(200)
    tokens[actor] = login.data.token as string
  }
})

const DENIED = [401, 403, 404]

describe.each(matrix)('REST access: $collection', (entry) => {
  const { collection } = entry
  describe.each(OPS)('%s', (op) => {
    it.each([...ACTORS])('%s', async (actor) => {
      const allowed = isAllowed(entry, op, actor)
      const token = tokens[actor]

      if (op === 'create') {
        const data = await entry.createData(ctx)
        let response
        if (entry.withFile) {
          const form = new FormData()
          const file = uploadFile(entry.withFile)
          form.set(
            'file',
            new Blob([new Uint8Array(file.data)], { type: file.mimetype }),
            file.name,
          )
          form.set('_payload', JSON.stringify(data))
          response = await rest('POST', collection, { token, form })
        } else {
          response = await rest('POST', collection, { token, json: data })
        }
        if (allowed) expect(response.status).toBe(201)
        else expect(DENIED).toContain(response.status)
        return
      }

      const target = await entry.target(ctx, op)
      const before = await ctx.payload.findByID({ collection, id: target.id, depth: 0, ...system })
      const path = `${collection}/${target.id}`

      if (op === 'read') {
        const response = await rest('GET', path, { token })
        if (allowed) {
          expect(response.status).toBe(200)
          expect(response.data.id).toBe(target.id)
        } else expect(DENIED).toContain(response.status)
        return
      }

      const response =
        op === 'update'
          ? await rest('PATCH', path, { token, json: entry.updateData(ctx) })
          : await rest('DELETE', path, { token })
      if (allowed) {
        expect(response.status).toBe(200)
      } else {
        expect(DENIED).toContain(response.status)
        const after = await ctx.payload.findByID({ collection, id: target.id, depth: 0, ...system })
        expect(updatedAt(after)).toBe(updatedAt(before))
      }
    })
  })
})
