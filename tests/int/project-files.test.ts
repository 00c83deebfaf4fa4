import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { fixtures, PDF_BYTES } from '../helpers/fixtures'
import { type Actors, createActors, system, testPayload } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

/**
 * Files per project over REST (/api/deliverables/upload, /:id/approve and the file route): what
 * each account may reach, what is refused by its bytes or size, and that a refusal stores nothing.
 */
let payload: Payload
let actors: Actors
let projectA: ClientProject
let projectB: ClientProject
const tokens: Record<string, string> = {}

const PE = (() => {
  const bytes = Buffer.alloc(256)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(128, 60)
  bytes.write('PE\0\0', 128, 'latin1')
  return bytes
})()

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  projectA = await fixtures(payload).project(actors.clientA)
  projectB = await fixtures(payload).project(actors.clientB)
  for (const name of ['clientA', 'clientB', 'editor', 'admin'] as const) {
    tokens[name] = await signIn(actors[name].email)
  }
})

const form = (fields: Record<string, string | number>, bytes: Uint8Array, name: string) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value))
  body.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
  return body
}
const upload = (
  token: string,
  fields: Record<string, string | number>,
  bytes: Uint8Array = PDF_BYTES,
  name = 'maquette.pdf',
) => rest('POST', 'deliverables/upload', { token, form: form(fields, bytes, name) })

const projectFolder = (id: number) => path.join(process.env.MEDIA_DIR!, 'deliverables', String(id))
const filesIn = (id: number) =>
  fs.existsSync(projectFolder(id)) ? fs.readdirSync(projectFolder(id)) : []
const countRows = async (projectId: number) =>
  (
    await payload.count({
      collection: 'deliverable-files',
      where: { project: { equals: projectId } },
    })
  ).totalDocs

describe('uploads', () => {
  it('stores a studio deliverable and its versions in the project’s folder', async () => {
    const first = await upload(tokens.admin!, { project: projectA.id, title: 'Maquette' })
    expect(first.status).toBe(201)
    expect(first.data.version).toBe(1)
    const second = await upload(tokens.admin!, { deliverable: first.data.deliverable as number })
    expect(second.data.version).toBe(2)
    // File names are unique per collection (Payload's own rule): no other suite uploads these.
    expect(filesIn(projectA.id)).toEqual(expect.arrayContaining(['maquette.pdf', 'maquette-1.pdf']))
    const deliverable = await payload.findByID({
      collection: 'deliverables',
      id: first.data.deliverable as number,
    })
    expect(deliverable.kind).toBe('studio')
  })

  it('makes a client’s upload one of its assets, whatever kind it sends', async () => {
    const sent = new FormData()
    for (const [k, v] of Object.entries({ project: projectA.id, title: 'Logo', kind: 'studio' }))
      sent.set(k, String(v))
    sent.set('file', new File([new Uint8Array(PDF_BYTES)], 'logo.pdf'))
    const answer = await rest('POST', 'deliverables/upload', { token: tokens.clientA, form: sent })
    expect(answer.status).toBe(201)
    const row = await payload.findByID({
      collection: 'deliverables',
      id: answer.data.deliverable as number,
    })
    expect(row.kind).toBe('client')
  })

  it('refuses another client’s project and deliverable as not found, storing nothing', async () => {
    const rows = await countRows(projectB.id)
    const other = await upload(tokens.clientA!, { project: projectB.id, title: 'Intrus' })
    expect(other.status).toBe(404)
    const theirs = await fixtures(payload).deliverable(projectB.id, 'client')
    const version = await upload(tokens.clientA!, { deliverable: theirs.id })
    expect(version.status).toBe(404)
    expect(await countRows(projectB.id)).toBe(rows)
    expect(filesIn(projectB.id)).toEqual([])
  })

  it('refuses a new version of a studio deliverable from the client', async () => {
    const studio = await fixtures(payload).deliverable(projectA.id, 'studio')
    const answer = await upload(tokens.clientA!, { deliverable: studio.id })
    expect(answer.status).toBe(404)
  })

  it('refuses an executable named .pdf, an empty file and a file over the settings’ limit', async () => {
    const before = { rows: await countRows(projectA.id), files: filesIn(projectA.id).length }
    const deliverables = await payload.count({ collection: 'deliverables' })
    const exe = await upload(
      tokens.clientA!,
      { project: projectA.id, title: 'Exe' },
      PE,
      'facture.pdf',
    )
    expect(exe.status).toBe(400)
    expect(exe.data.message).toMatch(/n’est pas accepté/)
    const empty = await upload(
      tokens.clientA!,
      { project: projectA.id, title: 'Vide' },
      new Uint8Array(),
      'vide.pdf',
    )
    expect(empty.status).toBe(400)
    expect(empty.data.message).toMatch(/est vide/)
    await payload.updateGlobal({ slug: 'settings', data: { fileMaxMegabytes: 1 }, ...system })
    try {
      const big = Buffer.concat([
        PDF_BYTES.subarray(0, 9),
        Buffer.alloc(1024 * 1024 + 1),
        PDF_BYTES.subarray(9),
      ])
      const over = await upload(
        tokens.clientA!,
        { project: projectA.id, title: 'Gros' },
        big,
        'gros.pdf',
      )
      expect(over.status).toBe(413)
      expect(over.data.message).toMatch(/1 Mo\. Rien n’a été enregistré/)
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { fileMaxMegabytes: 10 }, ...system })
    }
    expect(await countRows(projectA.id)).toBe(before.rows)
    expect(filesIn(projectA.id).length).toBe(before.files)
    expect((await payload.count({ collection: 'deliverables' })).totalDocs).toBe(
      deliverables.totalDocs,
    )
  })
})

describe('the file route', () => {
  it('serves a file to its project’s client and the admins only', async () => {
    const file = await fixtures(payload).projectFile(projectA.id)
    const url = `deliverable-files/file/${encodeURIComponent(file.filename!)}?prefix=${projectA.id}`
    expect((await rest('GET', url, { token: tokens.clientA })).status).toBe(200)
    expect((await rest('GET', url, { token: tokens.admin })).status).toBe(200)
    for (const token of [tokens.clientB, tokens.editor, undefined]) {
      const answer = await rest('GET', url, { token })
      expect(answer.status).not.toBe(200)
      expect(answer.bytes.byteLength).toBeLessThan(PDF_BYTES.byteLength)
    }
  })
})

describe('approvals', () => {
  const studioDeliverable = async () => {
    const deliverable = await fixtures(payload).deliverable(projectA.id, 'studio')
    await fixtures(payload).projectFile(projectA.id, deliverable.id)
    await fixtures(payload).projectFile(projectA.id, deliverable.id)
    return deliverable
  }

  it('records who approved which version, when, in the audit log', async () => {
    const deliverable = await studioDeliverable()
    const answer = await rest('POST', `deliverables/${deliverable.id}/approve`, {
      token: tokens.clientA,
    })
    expect(answer.status).toBe(200)
    const row = await payload.findByID({ collection: 'deliverables', id: deliverable.id, depth: 0 })
    expect(row.approval).toMatchObject({ by: actors.clientA.id, version: 2 })
    expect(row.approval?.at).toBeTruthy()
    const log = await payload.find({
      collection: 'activities',
      where: {
        and: [
          { action: { equals: 'Livrable approuvé' } },
          { entityId: { equals: String(projectA.id) } },
        ],
      },
    })
    expect(
      log.docs.some(
        ({ actorId, note }) => actorId === String(actors.clientA.id) && note?.includes('version 2'),
      ),
    ).toBe(true)
  })

  it('refuses another client, the editor, a client’s own asset and a missing id', async () => {
    const deliverable = await studioDeliverable()
    expect(
      (await rest('POST', `deliverables/${deliverable.id}/approve`, { token: tokens.clientB }))
        .status,
    ).toBe(404)
    expect(
      (await rest('POST', `deliverables/${deliverable.id}/approve`, { token: tokens.editor }))
        .status,
    ).toBe(409)
    const own = await fixtures(payload).deliverable(projectA.id, 'client')
    await fixtures(payload).projectFile(projectA.id, own.id)
    expect(
      (await rest('POST', `deliverables/${own.id}/approve`, { token: tokens.clientA })).status,
    ).toBe(409)
    expect(
      (await rest('POST', 'deliverables/999999/approve', { token: tokens.clientA })).status,
    ).toBe(404)
    const row = await payload.findByID({ collection: 'deliverables', id: deliverable.id, depth: 0 })
    expect(row.approval?.by ?? null).toBeNull()
  })

  it('never lets a client write an approval through the collection', async () => {
    const deliverable = await studioDeliverable()
    const answer = await rest('PATCH', `deliverables/${deliverable.id}`, {
      token: tokens.clientA,
      json: { approval: { by: actors.clientA.id, version: 1 } },
    })
    expect(answer.status).toBe(403)
  })
})
