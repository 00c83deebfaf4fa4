import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { ProjectStatus } from '@/domain/projects/status'

import { GRANT_ROLE } from '@/access/roles'

import { journalActionWords, systemActorName, type ActivityEntry } from '@/server/activity'

import {
  DEMO_IBAN,
  DEMO_IDENTITY,
  DEMO_CLIENTS,
  isUnderWay,
  type DemoClient,
  type DemoProject,
} from './demo-data'

// System code: demo data is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const
const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

type DemoEntry = Pick<ActivityEntry, 'entityType' | 'entityId' | 'action' | 'note'> & {
  offsetMs: number
}

/**
 * The activity log of the demo's past, dated when each step happened, with the actions the use
 * cases write for the same steps, so the dashboard's feed tells the demo's story from the start.
 */
const logDemo = (payload: Payload, { offsetMs, entityId, ...entry }: DemoEntry) =>
  payload.create({
    collection: 'activities',
    data: {
      ...entry,
      // Stored in words, as the use cases' own entries are.
      action: journalActionWords(entry.action),
      entityId: String(entityId),
      actor: systemActorName(),
      createdAt: at(offsetMs),
    },
    ...system,
  })

const submissionStatus = (status: ProjectStatus) =>
  status === 'pending' ? 'pending' : status === 'rejected' ? 'rejected' : 'approved'

const createClient = (payload: Payload, client: DemoClient) =>
  payload.create({
    collection: 'users',
    data: {
      email: client.email,
      // Nobody knows this password: a demo account is only entered through a password reset.
      password: crypto.randomBytes(32).toString('base64url'),
      role: 'client',
      firstName: client.firstName,
      lastName: client.lastName,
      companyName: client.companyName,
      contactEmail: client.email,
      phone: client.phone,
      plan: client.plan,
      planMrrChf: client.planMrrChf,
    },
    ...system,
    // The role is decided here, not by the first-account rule of an empty database.
    context: { [GRANT_ROLE]: true },
  })

const createWork = async (
  payload: Payload,
  projectId: number,
  project: DemoProject,
  index: number,
) => {
  const requests = [
    {
      status: 'Pending',
      hoursAgo: 6,
      pageConcerned: 'Accueil',
      changeDescription: 'Remplacer la photo principale par celle de la nouvelle vitrine.',
    },
    {
      status: 'InProgress',
      hoursAgo: 30,
      pageConcerned: 'Contact',
      changeDescription: 'Mettre à jour les horaires d’ouverture pour la période des fêtes.',
    },
    {
      status: 'Pending',
      hoursAgo: 60,
      pageConcerned: 'Tarifs',
      changeDescription: 'Ajouter la nouvelle offre de livraison et son prix.',
    },
    {
      status: 'Done',
      hoursAgo: 120,
      pageConcerned: 'À propos',
      changeDescription: 'Corriger l’orthographe du nom de l’équipe.',
    },
  ] as const
  for (const { hoursAgo, ...request } of requests) {
    const { id } = await payload.create({
      collection: 'client-requests',
      data: { ...request, project: projectId, createdAt: at(-hoursAgo * HOUR) },
      ...system,
    })
    const note = `${request.pageConcerned} · ${project.projectName}`
    if (request.status !== 'Pending') {
      const started = -(hoursAgo - 2) * HOUR
      await logDemo(payload, {
        entityType: 'request',
        entityId: id,
        action: 'requestStarted',
        note,
        offsetMs: started,
      })
    }
    if (request.status === 'Done') {
      await logDemo(payload, {
        entityType: 'request',
        entityId: id,
        action: 'requestFinished',
        note,
        offsetMs: -(hoursAgo - 20) * HOUR,
      })
    }
  }
  const updates = [
    { status: 'completed', updateNote: 'Maquettes validées avec vous.' },
    { status: 'in_progress', updateNote: `Développement en cours : ${project.nextStep}.` },
    { status: 'pending', updateNote: 'Mise en ligne planifiée après votre validation.' },
  ] as const
  for (const update of updates) {
    await payload.create({
      collection: 'project-updates',
      data: { ...update, project: projectId },
      ...system,
    })
  }
  const year = new Date().getFullYear()
  // Without VAT (the demo studio has no VAT number): totals of 897, 2093 and 79 CHF.
  const line = (description: string, quantity: number, unitPrice: number) =>
    ({ description, quantity, unitPrice, vatRate: '0' }) as const
  const invoices = [
    {
      suffix: 'A',
      lines: [line('Acompte de 30 %', 1, 897)],
      status: 'Paid',
      issued: -40 * DAY,
      due: -10 * DAY,
    },
    {
      suffix: 'B',
      lines: [line('Développement (jours)', 2.5, 750), line('Mise en ligne', 1, 218)],
      status: 'Pending',
      issued: -35 * DAY,
      due: -5 * DAY,
    },
    {
      suffix: 'C',
      lines: [line('Plan Continu (1 mois)', 1, 79)],
      status: 'Pending',
      issued: -2 * DAY,
      due: 28 * DAY,
    },
  ] as const
  for (const invoice of invoices) {
    const { id, invoiceNumber } = await payload.create({
      collection: 'invoices',
      data: {
        invoiceNumber: `DEMO-${year}-${index}${invoice.suffix}`,
        project: projectId,
        lines: [...invoice.lines],
        status: invoice.status,
        invoiceDate: at(invoice.issued),
        dueDate: at(invoice.due),
      },
      ...system,
    })
    const entry = { entityType: 'invoice', entityId: id, note: invoiceNumber ?? undefined } as const
    await logDemo(payload, { ...entry, action: 'invoiceSent', offsetMs: invoice.issued })
    if (invoice.status === 'Paid')
      await logDemo(payload, { ...entry, action: 'invoiceMarkedPaid', offsetMs: invoice.due })
  }
  if (project.status === 'live' || project.status === 'on_care') {
    await payload.create({
      collection: 'subscriptions',
      data: {
        project: projectId,
        plan: 'Plan Continu',
        subscriptionType: 'support',
        billingInterval: 'monthly',
        status: 'Active',
        mrrChf: 79,
        startedAt: at(-90 * DAY),
        renewsAt: at(5 * DAY),
      },
      ...system,
    })
  }
}

/** The demo's company and account, unless the studio has already entered any of its own. */
const seedDemoBilling = async (payload: Payload) => {
  const [{ billing }, identity] = await Promise.all([
    payload.findGlobal({ slug: 'settings', ...system }),
    payload.findGlobal({ slug: 'studio-identity', ...system }),
  ])
  if (identity.legalName || identity.street || billing?.iban) return
  await payload.updateGlobal({
    slug: 'studio-identity',
    data: { ...DEMO_IDENTITY, social: DEMO_IDENTITY.social.map((profile) => ({ ...profile })) },
    ...system,
  })
  await payload.updateGlobal({
    slug: 'settings',
    data: { billing: { ...billing, iban: DEMO_IBAN } },
    ...system,
  })
}

/**
 * Demo clients with their projects and work; a client that already exists is left as it is.
 * Billing details are added too, so the demo's invoices download.
 */
export const seedDemo = async (payload: Payload) => {
  await seedDemoBilling(payload)
  let created = 0
  let projectIndex = 0
  for (const client of DEMO_CLIENTS) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: client.email } },
      ...system,
    })
    projectIndex += client.projects.length
    if (existing.totalDocs > 0) continue
    const user = await createClient(payload, client)
    for (const [offset, project] of client.projects.entries()) {
      const submission = await payload.create({
        collection: 'project-submissions',
        data: {
          firstName: client.firstName,
          lastName: client.lastName,
          companyName: client.companyName,
          email: client.email,
          phone: client.phone,
          projectType: project.projectType,
          businessDescription: `${client.companyName} souhaite ${project.projectName.toLowerCase()} : un outil simple à utiliser, rapide sur mobile et facile à mettre à jour par l’équipe, avec un suivi clair des demandes.`,
          briefConfirmed: true,
          language: 'fr',
          status: submissionStatus(project.status),
        },
        ...system,
      })
      const { id } = await payload.create({
        collection: 'client-projects',
        data: {
          ...project,
          user: project.status === 'pending' || project.status === 'rejected' ? undefined : user.id,
          submission: submission.id,
          adminOwner: 'Admin',
          startDate: isUnderWay(project.status) ? at(-30 * DAY) : undefined,
          estimatedDelivery: isUnderWay(project.status) ? at(5 * DAY) : undefined,
        },
        ...system,
      })
      if (project.status !== 'pending') {
        await logDemo(payload, {
          entityType: 'submission',
          entityId: submission.id,
          action: project.status === 'rejected' ? 'submissionRejected' : 'submissionApproved',
          note: client.companyName,
          offsetMs: -31 * DAY,
        })
      }
      if (isUnderWay(project.status))
        await createWork(payload, id, project, projectIndex - client.projects.length + offset + 1)
    }
    created += 1
  }
  return created
}
