import type { Payload, TypedUser } from 'payload'

import type { DeliverableFile } from '@payload-types'

import { fileView, type FileView } from '@/server/files'

export type MessageView = {
  id: number
  body: string
  author: number | null
  createdAt: string
  attachments: FileView[]
  unread: boolean
}

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : ((value as number) ?? null)

/**
 * A request with its conversation, oldest message first, read as `user` with its own access:
 * another client's request is null (the page answers 404). A message by someone else posted
 * after the reader's marker is unread; the page moves the marker once it has shown them.
 */
export const loadThread = async (payload: Payload, user: TypedUser, requestId: number) => {
  const asUser = { user, overrideAccess: false } as const
  const { docs } = await payload.find({
    collection: 'client-requests',
    where: { id: { equals: requestId } },
    depth: 1,
    limit: 1,
    ...asUser,
  })
  const request = docs[0]
  if (!request) return null
  const [messages, markers] = await Promise.all([
    payload.find({
      collection: 'request-messages',
      where: { request: { equals: requestId } },
      sort: 'createdAt',
      depth: 1,
      pagination: false,
      ...asUser,
    }),
    payload.find({
      collection: 'request-read-markers',
      where: { and: [{ request: { equals: requestId } }, { user: { equals: user.id } }] },
      depth: 0,
      limit: 1,
      ...asUser,
    }),
  ])
  const readAt = markers.docs[0]?.readAt ?? ''
  const views: MessageView[] = messages.docs.map((message) => {
    const author = idOf(message.author)
    return {
      id: message.id,
      body: message.body,
      author,
      createdAt: message.createdAt,
      attachments: (message.attachments ?? [])
        .filter((file): file is DeliverableFile => typeof file === 'object' && file !== null)
        .map(fileView),
      unread: author !== user.id && message.createdAt > readAt,
    }
  })
  return { request, messages: views }
}
