import { beforeAll, describe, expect, it } from 'vitest'

import { uploadFile } from '../helpers/fixtures'
import { ACTORS, createActors, system, testPayload } from '../helpers/payload'
import { isAllowed, matrix, updatedAt, type MatrixContext, OPS } from './access-matrix'

/** The access matrix over the Local API, always with the actor as `user` and overrideAccess off. */
let ctx: MatrixContext

beforeAll(async () => {
  const payload = await testPayload()
  const actors = await createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  ctx = { payload, actors, projectA: await fixtures(payload).project(actors.clientA) }
})

const asActor = (actor: (typeof ACTORS)[number]) =>
  ({ user: ctx.actors[actor], overrideAccess: false }) as const

describe.each(matrix)('Local API access: $collection', (entry) => {
  const { collection } = entry
  describe.each(OPS)('%s', (op) => {
    it.each([...ACTORS])('%s', async (actor) => {
      const allowed = isAllowed(entry, op, actor)
      const { payload } = ctx
      const as = asActor(actor)

      if (op === 'create') {
        const data = await entry.createData(ctx)
        const attempt = payload.create({
          collection,
          data,
          ...(entry.withFile ? { file: uploadFile(entry.withFile) } : {}),
          ...as,
        } as never)
        if (allowed) expect((await attempt).id).toBeTypeOf('number')
        else await expect(attempt).rejects.toThrow()
        return
      }

      const target = await entry.target(ctx, op)
      const before = await payload.findByID({ collection, id: target.id, depth: 0, ...system })

      if (op === 'read') {
        const attempt = payload.findByID({ collection, id: target.id, depth: 0, ...as })
        if (allowed) expect((await attempt).id).toBe(target.id)
        else await expect(attempt).rejects.toThrow()
        return
      }

      const attempt =
        op === 'update'
          ? payload.update({
              collection,
              id: target.id,
              data: entry.updateData(ctx),
              ...as,
            } as never)
          : payload.delete({ collection, id: target.id, ...as })
      if (allowed) {
        await expect(attempt).resolves.toBeTruthy()
        if (op === 'delete') {
          await expect(payload.findByID({ collection, id: target.id, ...system })).rejects.toThrow()
        }
      } else {
        await expect(attempt).rejects.toThrow()
        // The refused write changed nothing: the row is still there, as it was.
        const after = await payload.findByID({ collection, id: target.id, depth: 0, ...system })
        expect(updatedAt(after)).toBe(updatedAt(before))
      }
    })
  })
})
