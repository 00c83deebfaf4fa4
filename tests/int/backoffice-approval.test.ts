import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatChf } from '@/domain/billing/money'

import type { ProjectSubmission } from '../../payload-types'
import { partOf, startSmtpServer } from '../helpers/smtp'

/** POST /api/project-submissions/:id/approve and /reject: an admin's decision on a brief. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let fieldErrors: (typeof import('../helpers/rest'))['fieldErrors']
let actors: import('../helpers/payload').Actors
const tokens: Record<string, string> = {}

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

const decide = async (decision: 'approve' | 'reject', id: number, email = actors.admin.email) =>
  rest('POST', `project-submissions/${id}/${decision}`, {
    ...(email ? { token: await tokenOf(email) } : {}),
    // Rejecting takes its confirmation's form (an optional reason); approving, nothing.
    ...(decision === 'reject' ? { json: {} } : {}),
  })

const reject = async (id: number, json: unknown) =>
  rest('POST', `project-submissions/${id}/reject`, {
    token: await tokenOf(actors.admin.email),
    json,
  })

/** The rejection e-mails queued for a submission, sent or waiting. */
const rejectionJobs = async (submissionId: number) => {
  const payload = await helpers.testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendRejectionEmail' } },
    pagination: false,
    ...helpers.system,
  })
  return docs.filter(
    ({ input }) => (input as { submissionId?: number }).submissionId === submissionId,
  )
}

/** A pending brief with its pending project, as the brief endpoint stores them. */
const brief = async (overrides: Partial<ProjectSubmission> = {}) => {
  const payload = await helpers.testPayload()
  const { submissionData } = await import('../helpers/fixtures')
  const submission = await payload.create({
    collection: 'project-submissions',
    data: { ...submissionData(), email: helpers.uniqueEmail('brief'), ...overrides },
    ...helpers.system,
  })
  const project = await payload.create({
    collection: 'client-projects',
    data: {
      projectName: `Projet ${submission.companyName} ${submission.id}`,
      submission: submission.id,
      status: 'pending',
      progressPercentage: 0,
    },
    ...helpers.system,
  })
  return { submission, project }
}

const state = async (submissionId: number, email: string) => {
  const payload = await helpers.testPayload()
  const [submission, projects, users, activities] = await Promise.all([
    payload.findByID({ collection: 'project-submissions', id: submissionId, ...helpers.system }),
    payload.find({
      collection: 'client-projects',
      where: { submission: { equals: submissionId } },
      depth: 0,
      ...helpers.system,
    }),
    payload.find({ collection: 'users', where: { email: { equals: email } }, ...helpers.system }),
    payload.find({
      collection: 'activities',
      where: { entityType: { equals: 'submission' }, entityId: { equals: String(submissionId) } },
      ...helpers.system,
    }),
  ])
  return { submission, project: projects.docs[0]!, users: users.docs, activities: activities.docs }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  helpers = await import('../helpers/payload')
  const api = await import('../helpers/rest')
  rest = api.rest
  fieldErrors = api.fieldErrors
  actors = await helpers.createActors(await helpers.testPayload())
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

describe('approving a brief', () => {
  it('creates the client account, links and approves the project, logs it and mails a link', async () => {
    const { submission } = await brief({ language: 'en', email: helpers.uniqueEmail('Approve') })
    const answer = await decide('approve', submission.id)
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({ ok: true, accountCreated: true })

    const email = submission.email.toLowerCase()
    const after = await state(submission.id, email)
    expect(after.submission.status).toBe('approved')
    expect(after.users).toHaveLength(1)
    expect(after.users[0]).toMatchObject({
      role: 'client',
      firstName: submission.firstName,
      lastName: submission.lastName,
      companyName: submission.companyName,
      contactEmail: email,
      phone: submission.phone,
      language: 'en',
    })
    expect(after.project).toMatchObject({ user: after.users[0]!.id, status: 'approved' })
    expect(after.activities.map(({ action }) => action)).toEqual(['Soumission approuvée'])

    // The e-mail, in the brief's language, carries a link that sets a first password.
    const mail = await smtp.mailTo(email)
    expect(mail.subject).toBe(`Your project is approved: ${after.project.projectName}`)
    const token = /\/en\/reset-password\?token=([0-9a-f]+)/.exec(mail.body)?.[1]
    expect(token).toBeTruthy()
    const reset = await rest('POST', 'users/reset-password', {
      json: { token, password: 'mon-premier-mdp' },
    })
    expect(reset.status).toBe(200)
    const login = await rest('POST', 'users/login', {
      json: { email, password: 'mon-premier-mdp' },
    })
    expect(login.status).toBe(200)
  })

  it('starts each project with the plan its brief chose, at the price the home publishes (the brief form shows it)', async () => {
    const plans = {
      launch_site: `Site Launch · ${formatChf(999, 0)}`,
      pro_platform: `Plateforme Pro · ${formatChf(2499, 0)}`,
      real_software: `Software · ${formatChf(9999, 0)}`,
    } as const
    for (const [projectType, plan] of Object.entries(plans)) {
      // The last one in English: the client reads its plan in its own language.
      const language = projectType === 'real_software' ? 'en' : 'fr'
      const { submission } = await brief({
        projectType: projectType as keyof typeof plans,
        language,
      })
      expect((await decide('approve', submission.id)).status).toBe(200)
      expect((await state(submission.id, submission.email)).project.plan, projectType).toBe(plan)
    }
    // A plan an admin wrote before approving is kept.
    const { submission, project } = await brief({ projectType: 'pro_platform' })
    await (
      await helpers.testPayload()
    ).update({
      collection: 'client-projects',
      id: project.id,
      data: { plan: 'Plateforme Pro, tarif ami' },
      ...helpers.system,
    })
    expect((await decide('approve', submission.id)).status).toBe(200)
    expect((await state(submission.id, submission.email)).project.plan).toBe(
      'Plateforme Pro, tarif ami',
    )
  })

  it('links the project to the client account that already has the e-mail', async () => {
    const { submission } = await brief({ email: actors.clientA.email })
    const answer = await decide('approve', submission.id)
    expect(answer.data).toMatchObject({ accountCreated: false, userId: actors.clientA.id })
    const after = await state(submission.id, actors.clientA.email)
    expect(after.users).toHaveLength(1)
    expect(after.project.user).toBe(actors.clientA.id)
    const mail = await smtp.mailTo(actors.clientA.email, (m) => m.subject.includes('approuvé'))
    expect(mail.body).toContain('/login')
    expect(mail.body).not.toContain('token=')
  })

  it('refuses a team member’s e-mail and changes nothing', async () => {
    const { submission } = await brief({ email: actors.editor.email })
    const answer = await decide('approve', submission.id)
    expect(answer.status).toBe(409)
    expect(answer.data.message).toBe(
      'Cet e-mail est celui d’un compte de l’équipe, pas d’un client.',
    )
    const after = await state(submission.id, actors.editor.email)
    expect(after.submission.status).toBe('pending')
    expect(after.project).toMatchObject({ status: 'pending', user: null })
    expect(after.activities).toHaveLength(0)
  })

  it('says so when the submission is already approved, and 404 for a missing one', async () => {
    const { submission } = await brief()
    expect((await decide('approve', submission.id)).status).toBe(200)
    const again = await decide('approve', submission.id)
    expect(again.status).toBe(409)
    expect(again.data.message).toBe('Cette soumission est déjà approuvée.')
    expect((await decide('approve', 99_999_999)).status).toBe(404)
    expect((await decide('approve', 'abc' as unknown as number)).status).toBe(404)
  })

  for (const attempts of [2, 10, 50]) {
    it(`called ${attempts} times at once: one account, one activity, one e-mail`, async () => {
      const { submission } = await brief()
      const email = submission.email.toLowerCase()
      const answers = await Promise.all(
        Array.from({ length: attempts }, () => decide('approve', submission.id)),
      )
      expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
      expect(answers.filter(({ status }) => status === 409)).toHaveLength(attempts - 1)
      const after = await state(submission.id, email)
      expect(after.users).toHaveLength(1)
      expect(after.activities).toHaveLength(1)
      await smtp.mailTo(email)
      // Give any duplicate e-mail the time to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(smtp.count(email)).toBe(1)
    })
  }

  it('two briefs of one e-mail approved at once share one new account', async () => {
    const email = helpers.uniqueEmail('twice')
    const [first, second] = [await brief({ email }), await brief({ email })]
    const answers = await Promise.all([
      decide('approve', first.submission.id),
      decide('approve', second.submission.id),
    ])
    expect(answers.map(({ status }) => status)).toEqual([200, 200])
    const users = (await state(first.submission.id, email)).users
    expect(users).toHaveLength(1)
    expect((await state(second.submission.id, email)).project.user).toBe(users[0]!.id)
  })
})

describe('rejecting a brief', () => {
  it('rejects the submission and its project, logs it, and then neither decision applies', async () => {
    const { submission } = await brief()
    const answer = await decide('reject', submission.id)
    expect(answer.status).toBe(200)
    const after = await state(submission.id, submission.email)
    expect(after.submission.status).toBe('rejected')
    expect(after.project.status).toBe('rejected')
    expect(after.users).toHaveLength(0)
    expect(after.activities.map(({ action }) => action)).toEqual(['Soumission rejetée'])

    const approve = await decide('approve', submission.id)
    expect(approve.status).toBe(409)
    expect(approve.data.message).toBe(
      'Cette soumission est rejetée : elle ne peut plus être approuvée.',
    )
    const again = await decide('reject', submission.id)
    expect(again.status).toBe(409)
    expect(again.data.message).toBe('Seule une soumission en attente peut être rejetée.')
    // Nothing was said to the sender: no reason, no e-mail.
    expect(await rejectionJobs(submission.id)).toHaveLength(0)
    expect(smtp.count(submission.email)).toBe(0)
  })

  it('mails the reason to the sender in the brief’s language, and journals it', async () => {
    const { submission } = await brief({ language: 'en', companyName: 'Atelier <Nord> & Fils' })
    const reason = '  Your budget is below\nour minimum for a platform.  '
    const answer = await reject(submission.id, { reason })
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({ ok: true, mailed: true })
    const after = await state(submission.id, submission.email)
    expect(after.submission.status).toBe('rejected')
    expect(after.project.status).toBe('rejected')
    expect(after.activities.map(({ action, note }) => ({ action, note }))).toEqual([
      {
        action: 'Soumission rejetée',
        note: `Atelier <Nord> & Fils · ${submission.email} · Motif : ${reason.trim()}`,
      },
    ])
    const mail = await smtp.mailTo(submission.email)
    expect(mail.subject).toBe('Your brief for Atelier <Nord> & Fils')
    const text = partOf(mail.raw, 'text/plain').toString('utf8').replace(/\r\n/g, '\n')
    expect(text).toContain('Our reason:\n\nYour budget is below\nour minimum for a platform.\n\n')
    // The company's name is data: escaped in the HTML, never markup.
    const html = partOf(mail.raw, 'text/html').toString('utf8')
    expect(html).toContain(
      'Thank you for the brief you sent us for Atelier &#60;Nord&#62; &#38; Fils.',
    )
    expect(html).not.toContain('<Nord>')
  })

  it('refuses an over-long or malformed reason and changes nothing', async () => {
    const { submission } = await brief()
    const tooLong = await reject(submission.id, { reason: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.data.message).toBe('Maximum 1000 caractères')
    for (const json of [{ reason: 42 }, ['Budget'], 'Budget']) {
      const answer = await reject(submission.id, json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(answer.data.message).toBe('Requête invalide')
    }
    const after = await state(submission.id, submission.email)
    expect(after.submission.status).toBe('pending')
    expect(after.project.status).toBe('pending')
    expect(after.activities).toHaveLength(0)
    expect(await rejectionJobs(submission.id)).toHaveLength(0)
    // At the limit it is taken whole.
    expect((await reject(submission.id, { reason: 'x'.repeat(1000) })).status).toBe(200)
  })

  it('clicked twice at once: one rejection, one entry, one e-mail', async () => {
    const { submission } = await brief()
    const answers = await Promise.all(
      [1, 2].map(() => reject(submission.id, { reason: 'Hors de notre domaine.' })),
    )
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409])
    const after = await state(submission.id, submission.email)
    expect(after.activities).toHaveLength(1)
    await smtp.mailTo(submission.email)
    // Give any duplicate e-mail the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(smtp.count(submission.email)).toBe(1)
  })

  it('is refused, with nothing mailed, when the project has moved on where it may not follow', async () => {
    const { submission, project } = await brief()
    const payload = await helpers.testPayload()
    for (const status of ['approved', 'in_build'] as const) {
      await payload.update({
        collection: 'client-projects',
        id: project.id,
        data: { status },
        ...helpers.system,
      })
    }
    const answer = await reject(submission.id, { reason: 'Trop tard.' })
    expect(answer.status).toBe(409)
    expect(answer.data.message).toBe(
      'Le projet de cette soumission est déjà «\u00a0En développement\u00a0»\u00a0: il ne peut pas passer à «\u00a0Rejeté\u00a0».',
    )
    const after = await state(submission.id, submission.email)
    expect(after.submission.status).toBe('pending')
    expect(after.project.status).toBe('in_build')
    expect(after.activities).toHaveLength(0)
    expect(await rejectionJobs(submission.id)).toHaveLength(0)
  })
})

describe('a decided submission', () => {
  it('keeps its decision whatever writes its status', async () => {
    const { submission } = await brief()
    expect((await decide('reject', submission.id)).status).toBe(200)
    const answer = await rest('PATCH', `project-submissions/${submission.id}`, {
      token: await tokenOf(actors.admin.email),
      json: { status: 'approved' },
    })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer.data)).toMatchObject([
      {
        path: 'status',
        message:
          'Cette soumission est déjà «\u00a0Rejetée\u00a0»\u00a0: sa décision ne change plus.',
      },
    ])
    expect((await state(submission.id, submission.email)).submission.status).toBe('rejected')
  })
})

describe('only admins decide', () => {
  it('refuses clients, editors (403) and visitors (401), and nothing changes', async () => {
    const { submission } = await brief()
    for (const decision of ['approve', 'reject'] as const) {
      for (const email of [actors.clientA.email, actors.editor.email]) {
        const answer = await decide(decision, submission.id, email)
        expect(answer.status).toBe(403)
        expect(answer.data.message).toBe('Accès refusé')
      }
      expect((await decide(decision, submission.id, '')).status).toBe(401)
    }
    const after = await state(submission.id, submission.email)
    expect(after.submission.status).toBe('pending')
    expect(after.project.status).toBe('pending')
    expect(after.users).toHaveLength(0)
    expect(after.activities).toHaveLength(0)
  })
})
