import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { invoiceLines } from './invoice-lines'
import { system } from './payload'

const DESCRIPTION =
  'Nous voulons un site clair et rapide pour présenter notre boulangerie, nos horaires et nos produits de saison à Genève.'

export const submissionData = () => ({
  firstName: 'Léa',
  lastName: 'Favre',
  companyName: 'Boulangerie Test',
  email: 'lea@example.com',
  phone: '+41 22 555 01 01',
  projectType: 'launch_site' as const,
  businessDescription: DESCRIPTION,
  briefConfirmed: true,
  language: 'fr' as const,
  status: 'pending' as const,
})

/** A real one-page PDF shipped with the tests (Payload checks an upload's bytes, not its name). */
export const PDF_BYTES = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/brief.pdf'))

export const pdfFile = (name = 'brief.pdf') => ({
  data: PDF_BYTES,
  mimetype: 'application/pdf',
  name,
  size: PDF_BYTES.byteLength,
})

const PHOTO_BYTES = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/photo.jpg'))

/** The file an upload collection's create takes: a brief's PDF, or a photo for the pictures. */
export const uploadFile = (kind: 'pdf' | 'image') =>
  kind === 'image'
    ? { data: PHOTO_BYTES, mimetype: 'image/jpeg', name: 'photo.jpg', size: PHOTO_BYTES.byteLength }
    : pdfFile()

/** Rows owned by a client, written as system code. */
export const fixtures = (payload: Payload) => ({
  submission: () =>
    payload.create({ collection: 'project-submissions', data: submissionData(), ...system }),
  project: (owner: User) =>
    payload.create({
      collection: 'client-projects',
      data: {
        projectName: `Projet de ${owner.firstName}`,
        user: owner.id,
        status: 'in_build',
        progressPercentage: 40,
      },
      ...system,
    }),
  request: (projectId: number) =>
    payload.create({
      collection: 'client-requests',
      data: {
        project: projectId,
        pageConcerned: 'Accueil',
        changeDescription: 'Changer la photo.',
        status: 'Pending',
      },
      ...system,
    }),
  deliverable: (projectId: number, kind: 'studio' | 'client' = 'studio') =>
    payload.create({
      collection: 'deliverables',
      data: { project: projectId, kind, title: 'Maquette accueil' },
      ...system,
    }),
  projectFile: (projectId: number, deliverableId?: number) =>
    payload.create({
      collection: 'deliverable-files',
      data: { project: projectId, deliverable: deliverableId },
      file: pdfFile(),
      ...system,
    }),
  message: (requestId: number) =>
    payload.create({
      collection: 'request-messages',
      data: { request: requestId, body: 'Bonjour', key: crypto.randomUUID() },
      ...system,
    }),
  readMarker: (requestId: number, owner: User) =>
    payload.create({
      collection: 'request-read-markers',
      data: { request: requestId, readAt: new Date().toISOString() },
      // The marker is its writer's: written as the owner, with system access.
      user: owner,
      ...system,
    }),
  update: (projectId: number) =>
    payload.create({
      collection: 'project-updates',
      data: { project: projectId, updateNote: 'Maquettes prêtes.', status: 'completed' },
      ...system,
    }),
  invoice: (projectId: number, invoiceNumber: string) =>
    payload.create({
      collection: 'invoices',
      data: {
        project: projectId,
        invoiceNumber,
        status: 'Pending',
        lines: invoiceLines(999.95),
        invoiceDate: new Date().toISOString(),
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      ...system,
    }),
  draftInvoice: (projectId: number) =>
    payload.create({
      collection: 'invoices',
      data: {
        project: projectId,
        status: 'Draft',
        lines: invoiceLines(480),
        invoiceDate: new Date().toISOString(),
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      ...system,
    }),
  subscription: (projectId: number) =>
    payload.create({
      collection: 'subscriptions',
      data: {
        project: projectId,
        plan: 'Plan Continu',
        subscriptionType: 'support',
        billingInterval: 'monthly',
        status: 'Active',
        mrrChf: 79,
        startedAt: new Date().toISOString(),
      },
      ...system,
    }),
})
