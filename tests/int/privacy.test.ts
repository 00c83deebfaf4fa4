import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject, Invoice, User } from '../../payload-types'
import { NO_NOTIFICATION } from '@/server/content/forms/notification-emails'

import { supportForm } from '../helpers/forms'
import { startSmtpServer } from '../helpers/smtp'

/**
 * nFADP self-service: a client's data as a ZIP for it alone, and its erasure, by
 * itself (password, and second factor when it has one) or by an admin, which leaves no personal
 * field of that client in any table and keeps its invoices.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let payload: Payload
let rest: typeof import('../helpers/rest').rest
let signIn: typeof import('../helpers/rest').signIn
let helpers: typeof import('../helpers/payload')
let fixtures: typeof import('../helpers/fixtures')
let staff: typeof import('../helpers/staff-sign-in')
let codeAt: typeof import('../helpers/second-factor').codeAt
let PERSONAL_DATA: typeof import('@/server/privacy/personal-data').PERSONAL_DATA

beforeAll(async () => {
  // Before the config is imported: it reads SMTP_URL once.
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  ;({ rest, signIn } = await import('../helpers/rest'))
  helpers = await import('../helpers/payload')
  fixtures = await import('../helpers/fixtures')
  staff = await import('../helpers/staff-sign-in')
  ;({ codeAt } = await import('../helpers/second-factor'))
  ;({ PERSONAL_DATA } = await import('@/server/privacy/personal-data'))
  payload = await helpers.testPayload()
  // The first account of a fresh database is its admin: the clients below come after one.
  await helpers.createActors(payload)
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const system = { overrideAccess: true } as const

/** A client with personal data in every collection that can hold some, each value marked. */
const clientWithData = async () => {
  const mark = `qz${crypto.randomBytes(5).toString('hex')}`
  const phone = `+41 79 ${crypto.randomInt(100, 999)} ${crypto.randomInt(1000, 9999)}`
  const email = `${mark}@test.example.com`
  const client = (await payload.create({
    collection: 'users',
    data: {
      email,
      password: helpers.TEST_PASSWORD,
      role: 'client',
      firstName: `Zéphyr${mark}`,
      lastName: `Marq${mark}`,
      companyName: `Quokka${mark} Sàrl`,
      contactEmail: `contact-${mark}@test.example.com`,
      phone,
      whatsappLink: `https://wa.me/41795550000?text=${mark}`,
    },
    ...system,
  })) as User
  const submission = await payload.create({
    collection: 'project-submissions',
    data: {
      ...fixtures.submissionData(),
      email: email.toUpperCase(),
      firstName: `Zéphyr${mark}`,
      lastName: `Marq${mark}`,
      companyName: `Quokka${mark} Sàrl`,
      phone,
      businessDescription: `Nous sommes ${mark}, une petite équipe d’artisans à Lausanne. Nous cherchons un site clair pour présenter nos ateliers et prendre des réservations.`,
    },
    ...system,
  })
  await payload.create({
    collection: 'project-files',
    data: { submission: submission.id },
    file: fixtures.pdfFile(`brief-${mark}.pdf`),
    ...system,
  })
  const project = (await payload.create({
    collection: 'client-projects',
    data: {
      projectName: `Site Quokka${mark}`,
      user: client.id,
      submission: submission.id,
      status: 'in_build',
      progressPercentage: 40,
      nextStep: `Appeler ${mark}`,
    },
    ...system,
  })) as ClientProject
  const request = await payload.create({
    collection: 'client-requests',
    data: {
      project: project.id,
      user: client.id,
      pageConcerned: 'Accueil',
      changeDescription: `Remplacer la photo de ${mark}.`,
      status: 'Pending',
    },
    ...system,
  })
  await payload.create({
    collection: 'request-messages',
    data: { request: request.id, body: `Merci, ${mark}`, key: crypto.randomUUID() },
    user: client,
    ...system,
  })
  await fixtures.fixtures(payload).readMarker(request.id, client)
  const deliverable = await payload.create({
    collection: 'deliverables',
    data: { project: project.id, kind: 'client', title: `Logo ${mark}` },
    ...system,
  })
  await payload.create({
    collection: 'deliverable-files',
    data: { project: project.id, deliverable: deliverable.id },
    file: fixtures.pdfFile(`logo-${mark}.pdf`),
    ...system,
  })
  await payload.create({
    collection: 'project-updates',
    data: { project: project.id, updateNote: `Maquette validée par ${mark}`, status: 'completed' },
    ...system,
  })
  const invoice = (await fixtures
    .fixtures(payload)
    .invoice(project.id, `F-${mark.slice(2, 8)}`)) as Invoice
  await payload.create({
    collection: 'bank-credits',
    data: {
      entryId: `entry-${crypto.randomUUID()}`,
      bookingDate: new Date().toISOString(),
      amount: 100,
      reference: `RF${crypto.randomInt(1e9)}`,
      debtorName: `Quokka${mark} Sàrl`,
      status: 'matched',
      invoice: invoice.id,
    },
    ...system,
  })
  await fixtures.fixtures(payload).subscription(project.id)
  await payload.create({
    collection: 'activities',
    data: {
      actor: 'Admin',
      entityType: 'submission',
      entityId: String(submission.id),
      action: 'Brief approuvé',
      note: `Quokka${mark} Sàrl · ${email}`,
    },
    ...system,
  })
  await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: email.toUpperCase(), language: 'fr', confirmedAt: new Date().toISOString() },
    ...system,
  })
  await payload.create({
    collection: 'form-submissions',
    data: {
      form: (await supportForm(payload)).id,
      submissionData: [
        { field: 'name', value: `Zéphyr${mark}` },
        { field: 'email', value: email },
        { field: 'message', value: `Bonjour, ici ${mark}.` },
      ],
      email: email.toUpperCase(),
      emailStatus: 'sent',
      language: 'fr',
    },
    context: { [NO_NOTIFICATION]: true },
    ...system,
  })
  return { client, mark, phone, project, invoice, submission, request }
}

/** Every text, character and JSON column of every table, searched for `needle`. */
const tablesHolding = async (needle: string) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
     where table_schema = 'public'
       and data_type in ('text', 'character varying', 'json', 'jsonb', 'USER-DEFINED')`)
  const found: string[] = []
  for (const { table, column } of rows as { table: string; column: string }[]) {
    const { rows: hits } = await payload.db.drizzle.execute(sql`
      select count(*)::int as n from ${sql.identifier(table)}
       where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`)
    if ((hits[0] as { n: number }).n > 0) found.push(`${table}.${column}`)
  }
  return found
}

const readyExport = async (id: number) => {
  for (let tries = 0; tries < 100; tries++) {
    const row = await payload.findByID({ collection: 'data-exports', id, ...system })
    if (row.status === 'ready') return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`export ${id} never became ready`)
}

describe('the list of personal data', () => {
  it('decides every collection of the config, and marks personal every one tied to a person', () => {
    const slugs = payload.config.collections.map(({ slug }) => slug)
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual([...slugs].sort())
    const personalTargets = ['users', 'client-projects', 'project-submissions', 'client-requests']
    for (const collection of payload.config.collections) {
      const tied = collection.flattenedFields.some(
        (field) =>
          'relationTo' in field &&
          [field.relationTo].flat().some((target) => personalTargets.includes(String(target))),
      )
      if (tied) expect(PERSONAL_DATA[collection.slug], collection.slug).toHaveProperty('where')
    }
  })
})

describe('downloading one’s data', () => {
  it('builds a ZIP of every row and file about the client, for it alone, announced by mail', async () => {
    const { client, mark, project, invoice } = await clientWithData()
    const token = await signIn(client.email)
    const asked = await rest('POST', 'data-exports/request', { token, json: {} })
    expect(asked.data).toMatchObject({ ok: true })
    const exportId = (asked.data.export as { id: number }).id
    // A double click or a replay answers the same export.
    const again = await rest('POST', 'data-exports/request', { token, json: {} })
    expect(again.data.export).toMatchObject({ id: exportId, created: false })

    const row = await readyExport(exportId)
    const mail = await smtp.mailTo(client.email)
    expect(mail.subject).toBe('Vos données sont prêtes')
    expect(mail.body).toContain('/espace-client/compte#donnees')

    const file = await rest('GET', `data-exports/file/${row.filename}`, { token })
    expect(file.status).toBe(200)
    const zip = unzipSync(file.bytes)
    const data = JSON.parse(strFromU8(zip['donnees.json']!)) as {
      rows: Record<string, Record<string, unknown>[]>
    }
    expect(data.rows.users).toHaveLength(1)
    expect(data.rows.users![0]).toMatchObject({
      email: client.email,
      companyName: `Quokka${mark} Sàrl`,
    })
    for (const secret of [
      'hash',
      'salt',
      'sessions',
      'twoFactorSecret',
      'twoFactorRecoveryCodes',
    ]) {
      expect(data.rows.users![0]).not.toHaveProperty(secret)
    }
    expect(data.rows['client-projects']!.map(({ id }) => id)).toEqual([project.id])
    expect(data.rows.invoices![0]).toMatchObject({ id: invoice.id })
    expect((data.rows.invoices![0]!.lines as unknown[]).length).toBeGreaterThan(0)
    for (const slug of [
      'project-submissions',
      'project-files',
      'client-requests',
      'request-messages',
      'deliverables',
      'deliverable-files',
      'project-updates',
      'bank-credits',
      'subscriptions',
      'activities',
      'newsletter-subscribers',
      'form-submissions',
    ]) {
      expect(data.rows[slug]?.length, slug).toBeGreaterThan(0)
    }
    const stored = Object.keys(zip).filter((name) => name.startsWith('fichiers/'))
    expect(stored.some((name) => name.endsWith(`brief-${mark}.pdf`))).toBe(true)
    expect(stored.some((name) => name.endsWith(`logo-${mark}.pdf`))).toBe(true)
    for (const name of stored) {
      expect(Buffer.from(zip[name]!).equals(fixtures.PDF_BYTES)).toBe(true)
    }

    // Nobody else opens it: another client, an admin, a visitor.
    const other = await staff.createAccount('client', 'other')
    const admin = await staff.createAccount('admin', 'exportadmin')
    for (const who of [
      await signIn(other.email),
      (await staff.signInAndEnrol(admin.email)).token,
    ]) {
      expect(
        (await rest('GET', `data-exports/file/${row.filename}`, { token: who })).status,
      ).not.toBe(200)
    }
    expect((await rest('GET', `data-exports/file/${row.filename}`)).status).not.toBe(200)
    // Nor the client itself once the 24 hours are over.
    await payload.db.updateOne({
      collection: 'data-exports',
      id: exportId,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await rest('GET', `data-exports/file/${row.filename}`, { token })).status).not.toBe(200)
  })

  it('refuses another client’s data to a client, and any export to a visitor', async () => {
    const { client } = await clientWithData()
    const other = await staff.createAccount('client', 'nosy')
    const nosy = await rest('POST', 'data-exports/request', {
      token: await signIn(other.email),
      json: { subject: client.id },
    })
    expect(nosy.status).toBe(403)
    expect((await rest('POST', 'data-exports/request', { json: {} })).status).toBe(401)
    const wrongType = await rest('POST', 'data-exports/request', {
      token: await signIn(other.email),
      json: { subject: 'tous' },
    })
    expect(wrongType.status).toBe(400)
    const { totalDocs } = await payload.count({
      collection: 'data-exports',
      where: { subject: { equals: client.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('lets an admin export a client’s data, for the admin alone', async () => {
    const { client } = await clientWithData()
    const admin = await staff.createAccount('admin', 'dpo')
    const { token } = await staff.signInAndEnrol(admin.email)
    const asked = await rest('POST', 'data-exports/request', {
      token,
      json: { subject: client.id },
    })
    expect(asked.status).toBe(200)
    const row = await readyExport((asked.data.export as { id: number }).id)
    const mail = await smtp.mailTo(admin.email)
    expect(mail.subject).toBe(`Export prêt : données du compte n° ${client.id}`)
    expect((await rest('GET', `data-exports/file/${row.filename}`, { token })).status).toBe(200)
    const clientToken = await signIn(client.email)
    expect(
      (await rest('GET', `data-exports/file/${row.filename}`, { token: clientToken })).status,
    ).not.toBe(200)
  })
  it('stays whole while the client uploads a file: each file row has its bytes or is named missing', async () => {
    const { client, project } = await clientWithData()
    const token = await signIn(client.email)
    const form = new FormData()
    form.set('project', String(project.id))
    form.set('title', 'Photos')
    form.set('file', new File([new Uint8Array(fixtures.PDF_BYTES)], 'photos.pdf'))
    const [asked, uploaded] = await Promise.all([
      rest('POST', 'data-exports/request', { token, json: {} }),
      rest('POST', 'deliverables/upload', { token, form }),
    ])
    expect(uploaded.status).toBe(201)
    const row = await readyExport((asked.data.export as { id: number }).id)
    const file = await rest('GET', `data-exports/file/${row.filename}`, { token })
    const zip = unzipSync(file.bytes)
    const data = JSON.parse(strFromU8(zip['donnees.json']!)) as {
      missing: string[]
      rows: Record<string, { id: number; filename: string }[]>
    }
    for (const stored of data.rows['deliverable-files'] ?? []) {
      const name = `fichiers/deliverable-files/${stored.id}-${stored.filename}`
      expect(Boolean(zip[name]) !== data.missing.includes(name), name).toBe(true)
    }
  })
})

describe('erasing one’s data', () => {
  it('needs the password, then erases every personal field, keeps the invoices and closes the account', async () => {
    const { client, mark, phone, project, invoice, submission } = await clientWithData()
    const token = await signIn(client.email)
    const asked = await rest('POST', 'data-exports/request', { token, json: {} })
    const exportRow = await readyExport((asked.data.export as { id: number }).id)

    expect((await rest('POST', 'users/erase-me', { token, json: {} })).status).toBe(400)
    const wrong = await rest('POST', 'users/erase-me', {
      token,
      json: { password: 'pas-le-bon-1' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.data.message).toBe('Mot de passe incorrect.')
    expect(await tablesHolding(mark)).not.toEqual([])

    const erased = await rest('POST', 'users/erase-me', {
      token,
      json: { password: helpers.TEST_PASSWORD },
    })
    expect(erased.status).toBe(200)
    expect(erased.headers.get('set-cookie')).toMatch(/payload-token=;/)

    expect(await tablesHolding(mark)).toEqual([])
    expect(await tablesHolding(phone)).toEqual([])
    // The account is closed: its session and its password open nothing.
    expect(await staff.me(token)).toBeNull()
    const again = await rest('POST', 'users/login', {
      json: { email: client.email, password: helpers.TEST_PASSWORD },
    })
    expect(again.status).toBe(401)

    const kept = await payload.findByID({ collection: 'invoices', id: invoice.id, ...system })
    expect(kept).toMatchObject({ invoiceNumber: invoice.invoiceNumber, amount: invoice.amount })
    expect(kept.project).toMatchObject({ id: project.id, projectName: `Projet ${project.id}` })
    const { docs: subscriptions } = await payload.find({
      collection: 'subscriptions',
      where: { project: { equals: project.id } },
      ...system,
    })
    expect(subscriptions.map(({ status }) => status)).toEqual(['Cancelled'])
    const account = await payload.findByID({ collection: 'users', id: client.id, ...system })
    expect(account.erasedAt).toBeTruthy()

    const { docs: log } = await payload.find({
      collection: 'activities',
      where: {
        action: { equals: 'Données personnelles effacées' },
        entityId: { equals: String(client.id) },
      },
      ...system,
    })
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ actor: 'Client anonymisé', entityType: 'user' })

    // To the studio's inbox: its identity's e-mail.
    const { email: inbox } = await payload.findGlobal({ slug: 'studio-identity', ...system })
    const notice = await smtp.mailTo(inbox, (mail) =>
      mail.subject.includes(`compte n° ${client.id}`),
    )
    expect(notice.body).not.toContain(mark)

    // The files go once the erasure has committed: the brief's, the project's and the export's.
    const media = process.env.MEDIA_DIR!
    const folders = [
      path.join(media, 'project-files', String(submission.id)),
      path.join(media, 'deliverables', String(project.id)),
      path.join(media, 'data-exports', String(exportRow.id)),
    ]
    for (let tries = 0; tries < 100 && folders.some((folder) => fs.existsSync(folder)); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(folders.filter((folder) => fs.existsSync(folder))).toEqual([])
  })

  it('needs the second factor of a client that has one, and takes a recovery code once', async () => {
    const { client, mark } = await clientWithData()
    const token = await signIn(client.email)
    const setup = await rest('POST', 'users/second-factor/setup', { token, json: {} })
    const enable = await rest('POST', 'users/second-factor/enable', {
      token,
      json: { code: await codeAt(setup.data.key as string) },
    })
    const recoveryCodes = enable.data.recoveryCodes as string[]
    const erase = (json: Record<string, string>) => rest('POST', 'users/erase-me', { token, json })
    const withoutCode = await erase({ password: helpers.TEST_PASSWORD })
    expect(withoutCode.status).toBe(400)
    const wrongCode = await erase({ password: helpers.TEST_PASSWORD, code: '000000' })
    expect([400, 401]).toContain(wrongCode.status)
    expect(await tablesHolding(mark)).not.toEqual([])
    const done = await erase({ password: helpers.TEST_PASSWORD, recoveryCode: recoveryCodes[0]! })
    expect(done.status).toBe(200)
    expect(await tablesHolding(mark)).toEqual([])
  })

  it('is refused to staff for themselves, and to a client for another', async () => {
    const editor = await staff.createAccount('editor', 'leaver')
    const { token } = await staff.signInAndEnrol(editor.email)
    const self = await rest('POST', 'users/erase-me', {
      token,
      json: { password: helpers.TEST_PASSWORD },
    })
    expect(self.status).toBe(403)
    const { client } = await clientWithData()
    const other = await staff.createAccount('client', 'eraser')
    const byOther = await rest('POST', `users/${client.id}/erase`, {
      token: await signIn(other.email),
      json: { confirmEmail: client.email },
    })
    expect(byOther.status).toBe(403)
    const account = await payload.findByID({ collection: 'users', id: client.id, ...system })
    expect(account.erasedAt).toBeFalsy()
  })
})

describe('an admin erasing a client’s data', () => {
  it('needs the client’s address typed, erases once and refuses it for staff', async () => {
    const { client, mark } = await clientWithData()
    const admin = await staff.createAccount('admin', 'eraser')
    const { token } = await staff.signInAndEnrol(admin.email)
    const erase = (id: number, confirmEmail: string) =>
      rest('POST', `users/${id}/erase`, { token, json: { confirmEmail } })
    expect((await erase(client.id, 'quelqu-un@test.example.com')).status).toBe(400)
    expect(await tablesHolding(mark)).not.toEqual([])
    expect((await erase(client.id, ` ${client.email.toUpperCase()} `)).status).toBe(200)
    expect(await tablesHolding(mark)).toEqual([])
    const twice = await erase(client.id, `compte-efface-${client.id}@efface.invalid`)
    expect(twice.status).toBe(409)
    const editor = await staff.createAccount('editor', 'kept')
    expect((await erase(editor.id, editor.email)).status).toBe(409)
    expect((await erase(999_999_999, 'x@test.example.com')).status).toBe(404)
    const { docs: log } = await payload.find({
      collection: 'activities',
      where: {
        action: { equals: 'Données personnelles effacées' },
        entityId: { equals: String(client.id) },
      },
      ...system,
    })
    expect(log[0]).toMatchObject({ actorId: String(admin.id), note: 'Par un administrateur' })
  })
})
