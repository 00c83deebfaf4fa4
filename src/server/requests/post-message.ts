import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import type { Message } from '@/domain/files/message-schema'

import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { notify, projectClient, studioAdmins } from '@/server/notifications'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { markRead } from './read-markers'
import type { IncomingFile } from '@/server/files'

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * A message in a request's conversation, with its attachments, for the signed-in user with its
 * own access (another client's request is not found). The request is locked while the message's
 * key is looked up, so a double click's second send finds the first message and posts nothing.
 * Posting marks the thread read for its author and notifies the other side; its e-mail goes once
 * committed.
 */
export const postMessage = async (
  payload: Payload,
  user: TypedUser,
  input: Message,
  files: IncomingFile[],
  i18n?: PayloadRequest['i18n'],
) => {
  const result = await inTransaction(
    payload,
    user,
    async (req) => {
      const asUser = { user, overrideAccess: false, req, depth: 0 } as const
      const request = await payload.findByID({
        collection: 'client-requests',
        id: input.request,
        ...asUser,
      })
      await lockRow(req, 'client_requests', request.id)
      const { docs } = await payload.find({
        collection: 'request-messages',
        where: { and: [{ author: { equals: user.id } }, { key: { equals: input.key } }] },
        limit: 1,
        ...asUser,
      })
      if (docs[0]) return { message: docs[0], duplicate: true, jobId: null }
      const attachments: number[] = []
      for (const file of files) {
        const stored = await payload.create({
          collection: 'deliverable-files',
          data: { project: idOf(request.project) },
          file,
          ...asUser,
        })
        attachments.push(stored.id)
      }
      const message = await payload.create({
        collection: 'request-messages',
        data: { request: request.id, body: input.body, key: input.key, attachments },
        ...asUser,
      })
      await markRead(req, user, request.id, new Date(message.createdAt))
      await notify(
        req,
        isAdmin(user) ? await projectClient(req, idOf(request.project)) : await studioAdmins(req),
        isAdmin(user)
          ? {
              kind: 'studioMessage',
              subject: request.pageConcerned,
              path: `/espace-client/demandes/${request.id}`,
            }
          : {
              kind: 'clientMessage',
              subject: request.pageConcerned,
              path: `/admin/support/${request.id}`,
            },
      )
      const job = await payload.jobs.queue({
        task: 'notifyOfMessage',
        input: { messageId: message.id },
        req,
      })
      return { message, duplicate: false, jobId: job.id }
    },
    i18n,
  )
  if (result.jobId !== null) startJobsNow(payload, [result.jobId])
  return result
}
