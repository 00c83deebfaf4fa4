import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

import { fixtures } from '../helpers/fixtures'
import { createActors, system, testPayload } from '../helpers/payload'

/**
 * Deleting a project takes its deliverables, files, request messages and read markers with it,
 * in the same transaction; its folder of files is removed by a job once the deletion committed.
 */
it('deletes a project’s files and conversations with it', async () => {
  const payload = await testPayload()
  const { clientA, admin } = await createActors(payload)
  const project = await fixtures(payload).project(clientA)
  const deliverable = await fixtures(payload).deliverable(project.id)
  await fixtures(payload).projectFile(project.id, deliverable.id)
  const request = await fixtures(payload).request(project.id)
  await fixtures(payload).message(request.id)
  await fixtures(payload).readMarker(request.id, clientA)
  const folder = path.join(process.env.MEDIA_DIR!, 'deliverables', String(project.id))
  expect(fs.readdirSync(folder)).toHaveLength(1)

  await payload.delete({
    collection: 'client-projects',
    id: project.id,
    user: admin,
    overrideAccess: false,
  })

  const left = await Promise.all(
    (['deliverables', 'deliverable-files', 'request-messages'] as const).map(
      async (collection) =>
        (
          await payload.count({
            collection,
            where: { project: { equals: project.id } },
            ...system,
          })
        ).totalDocs,
    ),
  )
  expect(left).toEqual([0, 0, 0])
  const markers = await payload.count({
    collection: 'request-read-markers',
    where: { user: { equals: clientA.id } },
    ...system,
  })
  expect(markers.totalDocs).toBe(0)
  await payload.jobs.run({ where: { taskSlug: { equals: 'removeProjectFiles' } } })
  expect(fs.existsSync(folder)).toBe(false)
})
