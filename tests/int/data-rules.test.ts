import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { fixtures, pdfFile, PDF_BYTES } from '../helpers/fixtures'
import { invoiceLines } from '../helpers/invoice-lines'
import { type Actors, createActors, system, TEST_PASSWORD, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let actors: Actors
let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
})

describe('change requests', () => {
  it('a client’s request is stamped with its owner, starts Pending, and its SLA is derived', async () => {
    const project = await fixtures(payload).project(actors.clientA)
    const request = await payload.create({
      collection: 'client-requests',
      data: {
        project: project.id,
        pageConcerned: 'Accueil',
        changeDescription: 'Texte',
        status: 'Done',
        slaHours: 999,
        resolvedAt: '2020-01-01T00:00:00.000Z',
      } as never,
      user: actors.clientA,
      overrideAccess: false,
    })
    expect(request.status).toBe('Pending')
    expect(request.resolvedAt).toBeFalsy()
    expect(request.slaHours).toBe(0)
    expect(typeof request.user === 'object' ? request.user?.id : request.user).toBe(
      actors.clientA.id,
    )

    const done = await payload.update({
      collection: 'client-requests',
      id: request.id,
      data: { status: 'Done' },
      user: actors.admin,
      overrideAccess: false,
    })
    expect(done.resolvedAt).toBeTruthy()
    const reopened = await payload.update({
      collection: 'client-requests',
      id: request.id,
      data: { status: 'InProgress' },
      user: actors.admin,
      overrideAccess: false,
    })
    expect(reopened.resolvedAt).toBeFalsy()
  })

  it('an old open request shows its waiting hours', async () => {
    const project = await fixtures(payload).project(actors.clientA)
    const createdAt = new Date(Date.now() - 50 * 3_600_000).toISOString()
    const request = await payload.create({
      collection: 'client-requests',
      data: {
        project: project.id,
        pageConcerned: 'Contact',
        changeDescription: 'Horaires',
        status: 'Pending',
        createdAt,
      },
      ...system,
    })
    expect(request.slaHours).toBe(50)
  })
})

describe('money', () => {
  it('keeps CHF amounts exact and sums them exactly in SQL', async () => {
    const project = await fixtures(payload).project(actors.clientB)
    for (const [index, amount] of [0.1, 0.2, 1234567.35].entries()) {
      await payload.create({
        collection: 'invoices',
        data: {
          project: project.id,
          invoiceNumber: `SUM-${project.id}-${index}`,
          status: 'Pending',
          lines: invoiceLines(amount),
          invoiceDate: new Date().toISOString(),
          dueDate: new Date().toISOString(),
        },
        ...system,
      })
    }
    const result = await payload.db.drizzle.execute(
      sql`select sum(amount)::text as total from invoices where project_id = ${project.id}`,
    )
    expect(result.rows[0]?.total).toBe('1234567.65')
  })

  it('refuses amounts with fractions of centimes or below zero', async () => {
    const project = await fixtures(payload).project(actors.clientB)
    for (const amount of [10.005, -1]) {
      await expect(
        payload.create({
          collection: 'invoices',
          data: {
            project: project.id,
            invoiceNumber: `BAD-${amount}-${project.id}`,
            status: 'Pending',
            lines: invoiceLines(amount),
            invoiceDate: new Date().toISOString(),
            dueDate: new Date().toISOString(),
          },
          ...system,
        }),
      ).rejects.toThrow()
    }
  })

  it('refuses a second invoice with the same number', async () => {
    const project = await fixtures(payload).project(actors.clientB)
    await fixtures(payload).invoice(project.id, `DUP-${project.id}`)
    await expect(fixtures(payload).invoice(project.id, `DUP-${project.id}`)).rejects.toThrow()
  })
})

describe('audit log', () => {
  it('is append-only even for system code going around access control', async () => {
    const entry = await payload.create({
      collection: 'activities',
      data: { actor: 'Admin', entityType: 'project', action: 'Statut changé', note: 'Live' },
      ...system,
    })
    await expect(
      payload.update({
        collection: 'activities',
        id: entry.id,
        data: { note: 'falsified' },
        ...system,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'activities', id: entry.id, ...system }),
    ).rejects.toThrow()
    expect(
      (await payload.findByID({ collection: 'activities', id: entry.id, ...system })).note,
    ).toBe('Live')
  })
})

describe('brief files', () => {
  it('are stored under their submission’s folder and served to admins only', async () => {
    const submission = await fixtures(payload).submission()
    const file = await payload.create({
      collection: 'project-files',
      data: { submission: submission.id },
      file: pdfFile('cahier des charges.pdf'),
      ...system,
    })
    const onDisk = path.join(
      process.env.MEDIA_DIR!,
      'project-files',
      String(submission.id),
      file.filename!,
    )
    expect(fs.readFileSync(onDisk).equals(PDF_BYTES)).toBe(true)

    // The document's URL names the file and its folder (?prefix=<submission id>).
    expect(file.url).toContain(`prefix=${submission.id}`)
    const { pathname, search } = new URL(file.url!, 'http://localhost')
    const url = `${pathname.replace(/^\/api\//, '')}${search}`
    expect([401, 403, 404]).toContain((await rest('GET', url)).status)
    const clientLogin = await rest('POST', 'users/login', {
      json: { email: actors.clientA.email, password: TEST_PASSWORD },
    })
    expect([401, 403, 404]).toContain(
      (await rest('GET', url, { token: clientLogin.data.token as string })).status,
    )
    const adminLogin = await rest('POST', 'users/login', {
      json: { email: actors.admin.email, password: TEST_PASSWORD },
    })
    const download = await rest('GET', url, { token: adminLogin.data.token as string })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toContain('attachment')
  })

  it('refuses a file whose bytes are not what its name says', async () => {
    const submission = await fixtures(payload).submission()
    const fake = Buffer.from('MZ this is an executable pretending to be a pdf')
    await expect(
      payload.create({
        collection: 'project-files',
        data: { submission: submission.id },
        file: {
          data: fake,
          mimetype: 'application/pdf',
          name: 'facture.pdf',
          size: fake.byteLength,
        },
        ...system,
      }),
    ).rejects.toThrow()
  })
})

describe('database connection', () => {
  it('survives PostgreSQL killing every idle connection of the pool', async () => {
    await payload.find({ collection: 'faq-items', limit: 1, ...system })
    const killed = await payload.db.drizzle.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
    expect(killed.rows.length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Still alive, and the next queries get fresh connections.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await payload
        .find({ collection: 'users', limit: 1, ...system })
        .catch(() => null)
      if (result) {
        expect(result.totalDocs).toBeGreaterThan(0)
        return
      }
    }
    throw new Error('the pool never recovered')
  })
})
