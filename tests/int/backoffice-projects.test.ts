import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_STATUSES } from '@/domain/projects/status'
import { slaHours, slaLevel } from '@/domain/requests/sla'
import { PIPELINE_CARDS_PER_COLUMN, type Pipeline } from '@/server/projects/pipeline'

import type { ClientProject } from '../../payload-types'

/** Projects in the back office: the audit trail of edits, the deletion cascade, the KPIs. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let fieldErrors: (typeof import('../helpers/rest'))['fieldErrors']
let actors: import('../helpers/payload').Actors
const tokens: Record<string, string> = {}

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

const as = async (email: string) => ({ token: await tokenOf(email) })

const activitiesOf = async (projectId: number) => {
  const payload = await helpers.testPayload()
  const { docs } = await payload.find({
    collection: 'activities',
    where: { entityType: { equals: 'project' }, entityId: { equals: String(projectId) } },
    sort: 'createdAt',
    ...helpers.system,
  })
  return docs.map(({ action, note }) => ({ action, note }))
}

/** A project from a brief with a stored file, and one row of everything a project owns. */
const fullProject = async () => {
  const payload = await helpers.testPayload()
  const { fixtures, pdfFile, submissionData } = await import('../helpers/fixtures')
  const submission = await payload.create({
    collection: 'project-submissions',
    data: { ...submissionData(), email: helpers.uniqueEmail('cascade') },
    ...helpers.system,
  })
  const file = await payload.create({
    collection: 'project-files',
    data: { submission: submission.id },
    file: pdfFile(),
    ...helpers.system,
  })
  const project = await payload.create({
    collection: 'client-projects',
    data: {
      projectName: `Cascade ${submission.id}`,
      user: actors.clientA.id,
      submission: submission.id,
      status: 'in_build',
      progressPercentage: 10,
    },
    ...helpers.system,
  })
  const make = fixtures(payload)
  await make.request(project.id)
  await make.update(project.id)
  await make.invoice(project.id, `CASC-${project.id}`)
  await make.subscription(project.id)
  const { env } = await import('../../src/server/platform/config/env')
  const filePath = path.join(env.mediaDir, 'project-files', String(submission.id), file.filename!)
  return { project, submission, filePath }
}

const count = async (collection: CollectionSlug, where: Where) =>
  (await (await helpers.testPayload()).count({ collection, where, ...helpers.system })).totalDocs

const remaining = async (project: ClientProject, submissionId: number) => {
  const byProject = { project: { equals: project.id } }
  return {
    project: await count('client-projects', { id: { equals: project.id } }),
    requests: await count('client-requests', byProject),
    updates: await count('project-updates', byProject),
    invoices: await count('invoices', byProject),
    subscriptions: await count('subscriptions', byProject),
    submission: await count('project-submissions', { id: { equals: submissionId } }),
    files: await count('project-files', { submission: { equals: submissionId } }),
  }
}

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  const api = await import('../helpers/rest')
  rest = api.rest
  fieldErrors = api.fieldErrors
  actors = await helpers.createActors(await helpers.testPayload())
})

describe('editing a project', () => {
  it('logs a status change naming the new status, and each edited detail', async () => {
    const { project } = await fullProject()
    const patch = async (json: object) =>
      rest('PATCH', `client-projects/${project.id}`, { json, ...(await as(actors.admin.email)) })
    expect((await patch({ status: 'review' })).status).toBe(200)
    expect((await patch({ progressPercentage: 65, adminOwner: 'Marc' })).status).toBe(200)
    expect((await patch({ progressPercentage: 120 })).status).toBe(400)
    expect(await activitiesOf(project.id)).toEqual([
      { action: 'Statut changé', note: 'Nouveau statut : Revue' },
      { action: 'Projet modifié', note: 'Avancement : 10 % → 65 %' },
      { action: 'Projet modifié', note: 'Responsable : — → Marc' },
    ])
  })

  it('keeps every field when edits of different cells arrive at the same moment', async () => {
    const { project } = await fullProject()
    const edits = [
      { status: 'review' },
      { progressPercentage: 90 },
      { adminOwner: 'Sophie' },
      { nextStep: 'Mise en ligne' },
      { startDate: '2026-09-01T00:00:00.000Z' },
      { estimatedDelivery: '2026-12-24T00:00:00.000Z' },
    ]
    const token = await as(actors.admin.email)
    const answers = await Promise.all(
      edits.map((json) => rest('PATCH', `client-projects/${project.id}`, { json, ...token })),
    )
    expect(answers.map(({ status }) => status)).toEqual(edits.map(() => 200))
    const payload = await helpers.testPayload()
    const stored = await payload.findByID({
      collection: 'client-projects',
      id: project.id,
      ...helpers.system,
    })
    expect(stored).toMatchObject(Object.assign({}, ...edits))
    expect(await activitiesOf(project.id)).toHaveLength(edits.length)
  })

  it('is refused to clients, even the project’s own, and to editors', async () => {
    const { project } = await fullProject()
    for (const email of [actors.clientA.email, actors.clientB.email, actors.editor.email]) {
      const answer = await rest('PATCH', `client-projects/${project.id}`, {
        json: { status: 'live' },
        ...(await as(email)),
      })
      expect(answer.status).toBe(403)
      expect((await rest('DELETE', `client-projects/${project.id}`, await as(email))).status).toBe(
        403,
      )
    }
    expect(await activitiesOf(project.id)).toEqual([])
  })
})

describe('a project’s status', () => {
  const statusOf = async (id: number) =>
    (
      await (
        await helpers.testPayload()
      ).findByID({ collection: 'client-projects', id, ...helpers.system })
    ).status
  const patchStatus = async (id: number, status: string, email = actors.admin.email) =>
    rest('PATCH', `client-projects/${id}`, { json: { status }, ...(await as(email)) })
  const undo = async (id: number, json: unknown, email = actors.admin.email) =>
    rest('POST', `client-projects/${id}/undo-status`, { json, ...(await as(email)) })
  const fieldMessage = (answer: { data: Record<string, unknown> }) =>
    fieldErrors(answer.data)[0]?.message

  it('follows the domain’s transitions: Rejeté → Live is refused, clearly, and nothing changes', async () => {
    const { project } = await fullProject()
    expect((await patchStatus(project.id, 'approved')).status).toBe(200)
    expect((await patchStatus(project.id, 'rejected')).status).toBe(200)
    const refused = await patchStatus(project.id, 'live')
    expect(refused.status).toBe(400)
    expect(fieldMessage(refused)).toBe(
      'Un projet «\u00a0Rejeté\u00a0» ne peut pas passer à «\u00a0En ligne\u00a0». Statuts possibles\u00a0: En attente, Approuvé.',
    )
    // In the caller's language when it asks for English.
    const english = await rest('PATCH', `client-projects/${project.id}`, {
      json: { status: 'on_care' },
      headers: { 'Accept-Language': 'en' },
      ...(await as(actors.admin.email)),
    })
    expect(fieldMessage(english)).toBe(
      'A project in “Rejected” cannot move to “In care”. Possible statuses: Pending, Approved.',
    )
    expect(await statusOf(project.id)).toBe('rejected')
    expect(await activitiesOf(project.id)).toEqual([
      { action: 'Statut changé', note: 'Nouveau statut : Approuvé' },
      { action: 'Statut changé', note: 'Nouveau statut : Rejeté' },
    ])
  })

  it('is restored by an undo, journaled as such, through the same rules', async () => {
    const { project } = await fullProject()
    expect((await patchStatus(project.id, 'review')).status).toBe(200)
    const answer = await undo(project.id, { from: 'in_build', to: 'review' })
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({ ok: true, status: 'in_build' })
    expect(await statusOf(project.id)).toBe('in_build')
    expect(await activitiesOf(project.id)).toEqual([
      { action: 'Statut changé', note: 'Nouveau statut : Revue' },
      { action: 'Statut rétabli', note: 'Retour à « En développement » (annule « Revue »)' },
    ])
    // Undone once: the project is no longer where that change put it.
    const twice = await undo(project.id, { from: 'in_build', to: 'review' })
    expect(twice.status).toBe(409)
    expect(twice.data.message).toBe(
      'Le projet est passé à «\u00a0En développement\u00a0» entre-temps\u00a0: rien n’a été annulé.',
    )
    expect(await statusOf(project.id)).toBe('in_build')
  })

  it('never undoes over a change made since, nor a move the rules never allowed', async () => {
    const { project } = await fullProject()
    expect((await patchStatus(project.id, 'review')).status).toBe(200)
    expect((await patchStatus(project.id, 'live')).status).toBe(200)
    const stale = await undo(project.id, { from: 'in_build', to: 'review' })
    expect(stale.status).toBe(409)
    expect(stale.data.message).toBe(
      'Le projet est passé à «\u00a0En ligne\u00a0» entre-temps\u00a0: rien n’a été annulé.',
    )
    const invented = await undo(project.id, { from: 'rejected', to: 'live' })
    expect(invented.status).toBe(409)
    expect(invented.data.message).toBe('Ce changement de statut ne peut pas être annulé.')
    for (const json of [{}, { from: 'live' }, { from: 'live', to: 'done' }, 'live']) {
      const bad = await undo(project.id, json)
      expect(bad.status, JSON.stringify(json)).toBe(400)
      expect(bad.data.message).toBe('Requête invalide')
    }
    expect((await undo(99_999_999, { from: 'review', to: 'live' })).status).toBe(404)
    expect(await statusOf(project.id)).toBe('live')
    expect(await activitiesOf(project.id)).toHaveLength(2)
  })

  it('is undone by admins only', async () => {
    const { project } = await fullProject()
    expect((await patchStatus(project.id, 'review')).status).toBe(200)
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await undo(project.id, { from: 'in_build', to: 'review' }, email)).status).toBe(403)
    }
    expect(
      (await rest('POST', `client-projects/${project.id}/undo-status`, { json: {} })).status,
    ).toBe(401)
    expect(await statusOf(project.id)).toBe('review')
  })
})

describe('deleting a project', () => {
  it('deletes its rows, its submission and, once committed, the brief’s files', async () => {
    const { project, submission, filePath } = await fullProject()
    expect(fs.existsSync(filePath)).toBe(true)
    const answer = await rest(
      'DELETE',
      `client-projects/${project.id}`,
      await as(actors.admin.email),
    )
    expect(answer.status).toBe(200)
    expect(await remaining(project, submission.id)).toEqual({
      project: 0,
      requests: 0,
      updates: 0,
      invoices: 0,
      subscriptions: 0,
      submission: 0,
      files: 0,
    })
    expect(await activitiesOf(project.id)).toEqual([
      { action: 'Projet supprimé', note: project.projectName },
    ])
    const payload = await helpers.testPayload()
    await payload.jobs.run({ where: { taskSlug: { equals: 'removeSubmissionFiles' } } })
    expect(fs.existsSync(path.dirname(filePath))).toBe(false)
  })

  it('leaves everything as it was when a step fails midway', async () => {
    const { project, submission, filePath } = await fullProject()
    const payload = await helpers.testPayload()
    const before = await remaining(project, submission.id)
    // The database refuses the very last step, the submission's deletion.
    await payload.db.drizzle.execute(
      sql.raw(`create or replace function refuse_submission_delete() returns trigger as $$
        begin if old.id = ${submission.id} then raise exception 'refused for the test'; end if;
        return old; end $$ language plpgsql;
        create trigger refuse_submission_delete before delete on project_submissions
        for each row execute function refuse_submission_delete();`),
    )
    try {
      const answer = await rest(
        'DELETE',
        `client-projects/${project.id}`,
        await as(actors.admin.email),
      )
      expect(answer.status).toBeGreaterThanOrEqual(400)
    } finally {
      await payload.db.drizzle.execute(
        sql.raw('drop trigger refuse_submission_delete on project_submissions'),
      )
    }
    expect(await remaining(project, submission.id)).toEqual(before)
    expect(before).toMatchObject({ project: 1, requests: 1, invoices: 1, files: 1 })
    expect(await activitiesOf(project.id)).toEqual([])
    await payload.jobs.run({ where: { taskSlug: { equals: 'removeSubmissionFiles' } } })
    expect(fs.existsSync(filePath)).toBe(true)
  })
})

describe('the pipeline', () => {
  it('has the seven columns, each counting all its projects and showing its newest', async () => {
    const { project } = await fullProject()
    const payload = await helpers.testPayload()
    const answer = await rest('GET', 'backoffice/pipeline', await as(actors.admin.email))
    expect(answer.status).toBe(200)
    const pipeline = answer.data as unknown as Pipeline
    expect(Object.keys(pipeline)).toEqual([...PROJECT_STATUSES])
    for (const status of PROJECT_STATUSES) {
      const column = pipeline[status]
      expect(column.total).toBe(await count('client-projects', { status: { equals: status } }))
      expect(column.projects.length).toBe(Math.min(column.total, PIPELINE_CARDS_PER_COLUMN))
      expect(column.projects.every((card) => card.status === status)).toBe(true)
      // Newest first; briefs sent at the same moment may get their ids in another order.
      const ids = column.projects.map(({ id }) => id)
      const { docs } = await payload.find({
        collection: 'client-projects',
        where: { id: { in: ids } },
        sort: ['-createdAt', '-id'],
        pagination: false,
        depth: 0,
      })
      expect(ids).toEqual(docs.map(({ id }) => id))
    }
    expect(pipeline.in_build.projects[0]).toMatchObject({
      id: project.id,
      projectName: project.projectName,
      progressPercentage: 10,
      clientName: `${actors.clientA.firstName} ${actors.clientA.lastName}`,
    })
  })

  it('is the admins’ only', async () => {
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('GET', 'backoffice/pipeline', await as(email))).status).toBe(403)
    }
    expect((await rest('GET', 'backoffice/pipeline')).status).toBe(401)
  })
})

describe('the dashboard figures', () => {
  it('match the rows, with the revenue exact to the centime', async () => {
    const payload = await helpers.testPayload()
    const { project } = await fullProject()
    await payload.create({
      collection: 'subscriptions',
      data: {
        project: project.id,
        plan: 'Plan Continu',
        subscriptionType: 'support',
        billingInterval: 'monthly',
        status: 'Active',
        mrrChf: 0.1,
        startedAt: new Date().toISOString(),
      },
      ...helpers.system,
    })
    await payload.update({
      collection: 'client-projects',
      id: project.id,
      data: { estimatedDelivery: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      ...helpers.system,
    })
    // The thresholds as the settings hold them now (another test file on this worker's database
    // may have changed them), and one open request on each side of each.
    const settings = await payload.findGlobal({ slug: 'settings', ...helpers.system })
    const thresholds = {
      warnHours: settings.slaWarnHours,
      criticalHours: settings.slaCriticalHours,
    }
    const { warnHours, criticalHours } = thresholds
    for (const hours of [warnHours / 2, (warnHours + criticalHours) / 2, criticalHours * 1.5]) {
      const request = await payload.create({
        collection: 'client-requests',
        data: {
          project: project.id,
          pageConcerned: '/contact',
          changeDescription: `Attente ${hours} h`,
          status: 'Pending',
        },
        ...helpers.system,
      })
      await payload.db.drizzle.execute(
        sql`update client_requests set created_at = now() - make_interval(secs => ${hours * 3600}) where id = ${request.id}`,
      )
    }
    // An erased account stays, anonymous, for its invoices: the clients screen no longer lists it.
    const erased = await payload.create({
      collection: 'users',
      data: {
        email: helpers.uniqueEmail('erased'),
        password: helpers.TEST_PASSWORD,
        role: 'client',
      },
      ...helpers.system,
    })
    await payload.db.drizzle.execute(
      sql`update users set erased_at = now() where id = ${erased.id}`,
    )
    const answer = await rest('GET', 'backoffice/kpis', await as(actors.admin.email))
    expect(answer.status).toBe(200)
    const clientsScreen = await rest('GET', 'backoffice/clients', await as(actors.admin.email))

    // The same levels as the support page computes them, from every open request.
    const open = await payload.find({
      collection: 'client-requests',
      where: { status: { not_equals: 'Done' } },
      limit: 0,
      ...helpers.system,
    })
    const bySla = { ok: 0, warn: 0, critical: 0 }
    for (const request of open.docs)
      bySla[slaLevel(slaHours(request.createdAt, null), thresholds)]++
    expect(bySla.warn).toBeGreaterThanOrEqual(1)
    expect(bySla.critical).toBeGreaterThanOrEqual(1)

    const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString()
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString()
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const centimes = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
    const subscriptions = await payload.find({
      collection: 'subscriptions',
      where: { status: { equals: 'Active' } },
      limit: 0,
      ...helpers.system,
    })
    const clients = await payload.find({
      collection: 'users',
      where: { role: { equals: 'client' } },
      limit: 0,
      ...helpers.system,
    })
    const revenue =
      subscriptions.docs.reduce((sum, { mrrChf }) => sum + centimes(mrrChf), 0) +
      clients.docs.reduce((sum, { planMrrChf }) => sum + centimes(planMrrChf), 0)

    expect(answer.data).toEqual({
      pendingSubmissions: await count('project-submissions', { status: { equals: 'pending' } }),
      submissionsLast7Days: await count('project-submissions', {
        createdAt: { greater_than_equal: weekAgo },
      }),
      projectsInBuild: await count('client-projects', { status: { equals: 'in_build' } }),
      pendingRequests: await count('client-requests', { status: { equals: 'Pending' } }),
      deliveriesNext7Days: await count('client-projects', {
        and: [
          { estimatedDelivery: { greater_than_equal: new Date().toISOString() } },
          { estimatedDelivery: { less_than: inAWeek } },
        ],
      }),
      monthlyRevenueChf: expect.any(String),
      // The card's figure is the count its link shows.
      clients: clientsScreen.data.totalDocs,
      submissionsPrevious7Days: await count('project-submissions', {
        and: [
          { createdAt: { greater_than_equal: twoWeeksAgo } },
          { createdAt: { less_than: weekAgo } },
        ],
      }),
      paidLast30Days: expect.any(String),
      paidPrevious30Days: expect.any(String),
      pipeline: Object.fromEntries(
        (
          await Promise.all(
            PROJECT_STATUSES.map(
              async (status) =>
                [status, await count('client-projects', { status: { equals: status } })] as const,
            ),
          )
        ).filter(([, projects]) => projects > 0),
      ),
      openRequestsBySla: bySla,
    })
    expect(Math.round(Number(answer.data.monthlyRevenueChf) * 100)).toBe(revenue)
    expect(answer.data.deliveriesNext7Days).toBeGreaterThanOrEqual(1)
  })

  it('are the admins’ only', async () => {
    for (const email of [actors.clientA.email, actors.editor.email]) {
      expect((await rest('GET', 'backoffice/kpis', await as(email))).status).toBe(403)
    }
    expect((await rest('GET', 'backoffice/kpis')).status).toBe(401)
  })
})
