import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import type { DeliverableUpload } from '@/domain/files/deliverable-schema'

import { inTransaction } from '@/server/platform/db/transaction'
import { notify, projectClient } from '@/server/notifications'

/** A received file, as Payload's Local API takes it. */
export type IncomingFile = { name: string; data: Buffer; mimetype: string; size: number }

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * A new deliverable (or client asset) with its first version, or a new version of one, for the
 * signed-in user with its own access: another project, or another project's deliverable, is not
 * found. One transaction, so a refused file leaves no deliverable without a version behind. A
 * studio deliverable (or its new version) tells the project's client.
 */
export const uploadDeliverable = async (
  payload: Payload,
  user: TypedUser,
  input: DeliverableUpload,
  file: IncomingFile,
  i18n?: PayloadRequest['i18n'],
) =>
  inTransaction(
    payload,
    user,
    async (req) => {
      const asUser = { user, overrideAccess: false, req, depth: 0 } as const
      const deliverable =
        'deliverable' in input
          ? await payload.findByID({ collection: 'deliverables', id: input.deliverable, ...asUser })
          : await payload.create({
              collection: 'deliverables',
              data: {
                project: input.project,
                // The studio shares deliverables, a client its assets (the hook insists on it).
                kind: isAdmin(user) ? 'studio' : 'client',
                title: input.title,
                note: input.note,
              },
              ...asUser,
            })
      const stored = await payload.create({
        collection: 'deliverable-files',
        data: { project: idOf(deliverable.project), deliverable: deliverable.id },
        file,
        ...asUser,
      })
      if (deliverable.kind === 'studio' && isAdmin(user)) {
        await notify(req, await projectClient(req, idOf(deliverable.project)), {
          kind: 'deliverableShared',
          subject: deliverable.title,
          path: '/espace-client/fichiers',
        })
      }
      return { deliverable: deliverable.id, version: stored.version ?? 1 }
    },
    i18n,
  )
