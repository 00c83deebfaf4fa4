import crypto from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'

import type { ClientProject } from '../../payload-types'
import { NO_NOTIFICATION } from '@/server/content/forms/notification-emails'

import { fixtures, pdfFile, submissionData, uploadFile } from '../helpers/fixtures'
import { signUpFormData, supportForm } from '../helpers/forms'
import { invoiceLines } from '../helpers/invoice-lines'
import { ACTORS, type ActorName, type Actors, TEST_PASSWORD, uniqueEmail } from '../helpers/payload'

/**
 * The access matrix: for every collection and every operation, which of visitor, client A,
 * client B, editor and admin may do it. Each target row belongs to client A (its project), so
 * client B's denials prove a client never reaches another client's rows. The expectations are
 * written out here by hand, independently of `src/access`.
 */
export type Op = 'create' | 'read' | 'update' | 'delete'
export const OPS: Op[] = ['create', 'read', 'update', 'delete']

export type MatrixContext = { payload: Payload; actors: Actors; projectA: ClientProject }
export type MatrixCase = {
  collection: CollectionSlug
  allowed: Record<Op, readonly ActorName[]>
  /** A fresh row owned by client A, written as system code, for the operation `op`. */
  target: (ctx: MatrixContext, op: Op) => Promise<{ id: number }>
  createData: (ctx: MatrixContext) => Promise<Record<string, unknown>> | Record<string, unknown>
  updateData: (ctx: MatrixContext) => Record<string, unknown>
  withFile?: 'pdf' | 'image'
}

const everyone = ACTORS
const adminOnly = ['admin'] as const
const ownerAndAdmin = ['clientA', 'admin'] as const
const staff = ['editor', 'admin'] as const
const nobody = [] as const
const unique = () => crypto.randomBytes(4).toString('hex')

const adminManaged = {
  create: adminOnly,
  read: ownerAndAdmin,
  update: adminOnly,
  delete: adminOnly,
}
/** Visitors write these only through a use case's endpoint, tested on its own. */
const adminsOnly = { create: adminOnly, read: adminOnly, update: adminOnly, delete: adminOnly }
const editorial = { create: staff, read: everyone, update: staff, delete: staff }

export const matrix: MatrixCase[] = [
  {
    collection: 'users',
    allowed: adminsOnly,
    target: ({ payload }) =>
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail('target'), password: TEST_PASSWORD, role: 'client' },
        overrideAccess: true,
      }),
    createData: () => ({ email: uniqueEmail('new'), password: TEST_PASSWORD }),
    updateData: () => ({ firstName: 'Renamed' }),
  },
  {
    collection: 'project-submissions',
    // Visitors send briefs through /api/project-submissions/brief (tests/int/brief).
    allowed: adminsOnly,
    target: ({ payload }) => fixtures(payload).submission(),
    createData: () => submissionData(),
    updateData: () => ({ status: 'approved' }),
  },
  {
    collection: 'project-files',
    allowed: adminsOnly,
    withFile: 'pdf',
    target: async ({ payload }) => {
      const submission = await fixtures(payload).submission()
      return payload.create({
        collection: 'project-files',
        data: { submission: submission.id },
        file: pdfFile(),
        overrideAccess: true,
      })
    },
    createData: async ({ payload }) => ({ submission: (await fixtures(payload).submission()).id }),
    updateData: () => ({}),
  },
  {
    collection: 'client-projects',
    allowed: adminManaged,
    target: ({ payload, actors }) => fixtures(payload).project(actors.clientA),
    createData: ({ actors }) => ({ projectName: 'Nouveau projet', user: actors.clientA.id }),
    updateData: () => ({ progressPercentage: 55 }),
  },
  {
    collection: 'client-requests',
    allowed: { ...adminManaged, create: ownerAndAdmin },
    target: ({ payload, projectA }) => fixtures(payload).request(projectA.id),
    createData: ({ projectA }) => ({
      project: projectA.id,
      pageConcerned: 'Contact',
      changeDescription: 'Nouveaux horaires.',
    }),
    updateData: () => ({ status: 'InProgress' }),
  },
  {
    collection: 'deliverables',
    // Clients approve through /api/deliverables/:id/approve (tests/int/project-files).
    allowed: { ...adminManaged, create: ownerAndAdmin },
    target: ({ payload, projectA }) => fixtures(payload).deliverable(projectA.id),
    createData: ({ projectA }) => ({ project: projectA.id, kind: 'client', title: 'Logo' }),
    updateData: () => ({ title: 'Logo final' }),
  },
  {
    collection: 'deliverable-files',
    allowed: { ...adminManaged, create: ownerAndAdmin },
    withFile: 'pdf',
    target: ({ payload, projectA }) => fixtures(payload).projectFile(projectA.id),
    createData: ({ projectA }) => ({ project: projectA.id }),
    updateData: () => ({}),
  },
  {
    collection: 'request-messages',
    // Messages are never edited, not even by admins.
    allowed: { ...adminManaged, create: ownerAndAdmin, update: nobody },
    target: async ({ payload, projectA }) =>
      fixtures(payload).message((await fixtures(payload).request(projectA.id)).id),
    createData: async ({ payload, projectA }) => ({
      request: (await fixtures(payload).request(projectA.id)).id,
      body: 'Bonjour',
      key: `key-${unique()}`,
    }),
    updateData: () => ({ body: 'Réécrit' }),
  },
  {
    collection: 'request-read-markers',
    // Each person's own: client A's marker is client A's (and the admins') only.
    allowed: { ...adminManaged, create: ownerAndAdmin, update: ownerAndAdmin },
    target: async ({ payload, projectA, actors }) =>
      fixtures(payload).readMarker(
        (await fixtures(payload).request(projectA.id)).id,
        actors.clientA,
      ),
    createData: async ({ payload, projectA }) => ({
      request: (await fixtures(payload).request(projectA.id)).id,
      readAt: new Date().toISOString(),
    }),
    updateData: () => ({ readAt: new Date().toISOString() }),
  },
  {
    collection: 'project-updates',
    allowed: adminManaged,
    target: ({ payload, projectA }) => fixtures(payload).update(projectA.id),
    createData: ({ projectA }) => ({
      project: projectA.id,
      updateNote: 'Étape franchie.',
      status: 'pending',
    }),
    updateData: () => ({ status: 'in_progress' }),
  },
  {
    collection: 'invoices',
    allowed: adminManaged,
    // A sent invoice is never deleted (cancelled instead), whoever asks: deletion is tried on a
    // draft, which only admins see.
    target: ({ payload, projectA }, op) =>
      op === 'delete'
        ? fixtures(payload).draftInvoice(projectA.id)
        : fixtures(payload).invoice(projectA.id, `T-${unique()}`),
    createData: ({ projectA }) => ({
      project: projectA.id,
      invoiceNumber: `N-${unique()}`,
      lines: invoiceLines(79),
      invoiceDate: new Date().toISOString(),
      dueDate: new Date().toISOString(),
    }),
    updateData: () => ({ status: 'Paid' }),
  },
  {
    collection: 'subscriptions',
    allowed: adminManaged,
    target: ({ payload, projectA }) => fixtures(payload).subscription(projectA.id),
    createData: ({ projectA }) => ({
      project: projectA.id,
      plan: 'Plan Continu',
      subscriptionType: 'support',
      mrrChf: 79,
      startedAt: new Date().toISOString(),
    }),
    updateData: () => ({ status: 'Paused' }),
  },
  {
    collection: 'activities',
    allowed: { create: adminOnly, read: adminOnly, update: nobody, delete: nobody },
    target: ({ payload }) =>
      payload.create({
        collection: 'activities',
        data: { actor: 'Admin', entityType: 'project', action: 'Statut changé', note: 'Live' },
        overrideAccess: true,
      }),
    createData: () => ({ entityType: 'project', action: 'Projet supprimé' }),
    updateData: () => ({ note: 'rewritten' }),
  },
  {
    collection: 'glossary-terms',
    allowed: editorial,
    target: ({ payload }) =>
      payload.create({
        collection: 'glossary-terms',
        data: {
          term: `Terme ${unique()}`,
          definition: 'Définition.',
          category: 'development',
          language: 'fr',
        },
        overrideAccess: true,
      }),
    createData: () => ({
      term: `Term ${unique()}`,
      definition: 'Definition.',
      category: 'design',
      language: 'en',
    }),
    updateData: () => ({ example: 'Un exemple.' }),
  },
  {
    collection: 'faq-items',
    allowed: editorial,
    target: ({ payload }) =>
      payload.create({
        collection: 'faq-items',
        data: {
          question: `Question ${unique()}?`,
          answer: 'Réponse.',
          category: 'support',
          order: 1,
        },
        overrideAccess: true,
      }),
    createData: () => ({
      question: `Nouvelle ${unique()}?`,
      answer: 'Réponse.',
      category: 'process',
      order: 2,
    }),
    updateData: () => ({ order: 3 }),
  },
  {
    collection: 'posts',
    allowed: editorial,
    target: ({ payload }) =>
      payload.create({
        collection: 'posts',
        data: {
          title: 'Article publié',
          slug: `article-${unique()}`,
          author: 'Studio',
          _status: 'published',
        },
        overrideAccess: true,
      }),
    createData: () => ({ title: 'Brouillon', slug: `brouillon-${unique()}`, author: 'Studio' }),
    updateData: () => ({ author: 'Équipe' }),
  },
  {
    collection: 'images',
    allowed: editorial,
    withFile: 'image',
    target: ({ payload }) =>
      payload.create({
        collection: 'images',
        data: { alt: 'Une photo' },
        file: uploadFile('image'),
        overrideAccess: true,
      }),
    createData: () => ({ alt: 'Une nouvelle photo' }),
    updateData: () => ({ alt: 'Une autre description' }),
  },
  {
    collection: 'case-studies',
    // Visitors read published ones only (a draft: tests/int/images-case-studies).
    allowed: editorial,
    target: ({ payload }) =>
      payload.create({
        collection: 'case-studies',
        data: {
          title: 'Réalisation publiée',
          slug: `realisation-${unique()}`,
          sector: 'Commerce',
          summary: 'Résumé.',
          order: 9,
          _status: 'published',
        },
        overrideAccess: true,
      }),
    createData: () => ({
      title: 'Nouvelle réalisation',
      slug: `nouvelle-${unique()}`,
      sector: 'Santé',
      summary: 'Résumé.',
    }),
    updateData: () => ({ order: 5 }),
  },
  {
    collection: 'newsletter-subscribers',
    // Visitors subscribe through /api/newsletter-subscribers/subscribe (tests/int/newsletter).
    allowed: adminsOnly,
    target: ({ payload }) =>
      payload.create({
        collection: 'newsletter-subscribers',
        data: { email: uniqueEmail('news'), language: 'fr' },
        overrideAccess: true,
      }),
    createData: () => ({ email: uniqueEmail('subscriber') }),
    updateData: () => ({ language: 'en' }),
  },
  {
    collection: 'forms',
    // Editors build forms; visitors read one only through the site's pages (system read).
    allowed: { create: staff, read: staff, update: staff, delete: staff },
    target: ({ payload }) =>
      payload.create({ collection: 'forms', data: signUpFormData(), overrideAccess: true }),
    createData: () => signUpFormData(),
    updateData: () => ({ title: 'Inscription renommée' }),
  },
  {
    collection: 'form-submissions',
    // Visitors write through /api/forms/:slug/submit (tests/int/forms-submit).
    allowed: adminsOnly,
    target: async ({ payload }) =>
      payload.create({
        collection: 'form-submissions',
        data: {
          form: (await supportForm(payload)).id,
          submissionData: [{ field: 'name', value: 'Camille' }],
          email: uniqueEmail('contact'),
          language: 'fr',
          emailStatus: 'sent',
        },
        overrideAccess: true,
        context: { [NO_NOTIFICATION]: true },
      }),
    createData: async ({ payload }) => ({
      form: (await supportForm(payload)).id,
      submissionData: [{ field: 'name', value: 'Camille' }],
      email: uniqueEmail('contact'),
    }),
    updateData: () => ({ email: uniqueEmail('changed') }),
  },
  {
    collection: 'bank-credits',
    // Written only by the bank import and its assign/ignore actions (tests/int/bank-import).
    allowed: { create: nobody, read: adminOnly, update: nobody, delete: nobody },
    target: ({ payload }) =>
      payload.create({
        collection: 'bank-credits',
        data: {
          entryId: `matrix-${unique()}`,
          bookingDate: new Date().toISOString(),
          amount: 120,
          status: 'unmatched',
        },
        overrideAccess: true,
      }),
    createData: () => ({
      entryId: `forged-${unique()}`,
      bookingDate: new Date().toISOString(),
      amount: 120,
      status: 'matched',
    }),
    updateData: () => ({ status: 'ignored' }),
  },
  {
    collection: 'session-details',
    // The auth code alone writes and reads them; the account pages use their own endpoints.
    allowed: { create: nobody, read: nobody, update: nobody, delete: nobody },
    target: ({ payload, actors }) =>
      payload.create({
        collection: 'session-details',
        data: {
          sid: `sid-${unique()}`,
          user: actors.clientA.id,
          lastSeenAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          ip: '203.0.113.5',
        },
        overrideAccess: true,
      }),
    createData: ({ actors }) => ({
      sid: `sid-${unique()}`,
      user: actors.clientA.id,
      lastSeenAt: new Date().toISOString(),
      expiresAt: new Date().toISOString(),
    }),
    updateData: () => ({ ip: '203.0.113.6' }),
  },
  {
    collection: 'notifications',
    // The server writes them; client A alone reads and marks its own, admins included.
    allowed: { create: nobody, read: ['clientA'], update: ['clientA'], delete: nobody },
    target: ({ payload, actors }) =>
      payload.create({
        collection: 'notifications',
        data: {
          recipient: actors.clientA.id,
          kind: 'updatePosted',
          subject: 'Maquettes prêtes.',
          path: '/espace-client/mises-a-jour',
        },
        overrideAccess: true,
      }),
    createData: ({ actors }) => ({
      recipient: actors.clientA.id,
      kind: 'updatePosted',
      subject: 'Faux',
      path: '/espace-client',
    }),
    updateData: () => ({ readAt: new Date().toISOString() }),
  },
]

export const isAllowed = (entry: MatrixCase, op: Op, actor: ActorName) =>
  (entry.allowed[op] as readonly ActorName[]).includes(actor)

/** When a row was last written: a refused write must leave it unchanged. */
export const updatedAt = (row: object) => (row as { updatedAt?: string }).updatedAt
