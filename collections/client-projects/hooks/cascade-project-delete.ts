import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import type { ClientProject } from '@payload-types'
import { logActivity, SKIP_AUDIT } from '@/server/activity'

import { DELETING_PROJECT } from '../../invoices/hooks/guard-sent-invoice'
import { deleteManyWithoutHooks } from '@/server/platform/db/without-hooks'

// Rows that belong to a project and mean nothing without it: they go with it.
// Messages before their requests; deliverables after their files (see below).
const PROJECT_ROWS = [
  'request-messages',
  'project-updates',
  'client-requests',
  'invoices',
  'subscriptions',
  'deliverables',
] as const

/**
 * Deleting a project, from any screen or API, logs 'Projet supprimé' and deletes its updates,
 * requests with their conversations, invoices, subscriptions and deliverables in the same
 * transaction: all of it, or none. Its files' records go without Payload's upload hooks, which
 * would delete the files at once, before the commit; a job queued in the transaction removes
 * the project's folder once committed.
 */
export const deleteProjectRows: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const project = await req.payload.findByID({
    collection: 'client-projects',
    id,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
  })
  await logActivity(req, {
    entityType: 'project',
    entityId: id,
    action: 'projectDeleted',
    note: project.projectName,
  })
  const { errors: markerErrors } = await req.payload.delete({
    collection: 'request-read-markers',
    where: { 'request.project': { equals: id } },
    req,
    user: req.user,
    overrideAccess: false,
  })
  if (markerErrors.length) throw new Error(`request-read-markers: ${markerErrors[0]?.message}`)
  await deleteManyWithoutHooks({
    collection: 'deliverable-files',
    where: { project: { equals: id } },
    req,
  })
  await req.payload.jobs.queue({
    task: 'removeProjectFiles',
    input: { projectId: Number(id) },
    req,
  })
  for (const collection of PROJECT_ROWS) {
    const { errors } = await req.payload.delete({
      collection,
      where: { project: { equals: id } },
      req,
      // The deletion is one admin action with one entry, 'Projet supprimé'.
      context: { [SKIP_AUDIT]: true, [DELETING_PROJECT]: true },
      user: req.user,
      overrideAccess: false,
    })
    if (errors.length) throw new Error(`${collection}: ${errors[0]?.message}`)
  }
}

/**
 * Then the submission the project came from, with its file records, still in the transaction.
 * The file records go without Payload's upload hooks, which would delete the files at once, before
 * the commit; a job queued in the transaction removes the folder, so it runs only once committed.
 */
export const deleteProjectSubmission: CollectionAfterDeleteHook<ClientProject> = async ({
  doc,
  req,
}) => {
  const submissionId = typeof doc.submission === 'object' ? doc.submission?.id : doc.submission
  if (!submissionId) return doc
  await deleteManyWithoutHooks({
    collection: 'project-files',
    where: { submission: { equals: submissionId } },
    req,
  })
  await req.payload.delete({
    collection: 'project-submissions',
    id: submissionId,
    req,
    user: req.user,
    overrideAccess: false,
  })
  await req.payload.jobs.queue({ task: 'removeSubmissionFiles', input: { submissionId }, req })
  return doc
}
