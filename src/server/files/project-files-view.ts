import type { Payload, TypedUser } from 'payload'

import type { Deliverable, DeliverableFile, User } from '@payload-types'
import { personNameOf } from '@/domain/users/names'

/** A file as the pages show it: where to fetch it (after the access check) and what it is. */
export type FileView = {
  id: number
  version: number | null
  filename: string
  mimeType: string
  size: number
  url: string
  createdAt: string
  uploadedBy: number | null
}
export type DeliverableView = Omit<Deliverable, 'project'> & { project: number; files: FileView[] }

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : ((value as number) ?? null)

/** The file route, with the project's folder: Payload checks the read access before serving. */
export const fileView = (file: DeliverableFile): FileView => ({
  id: file.id,
  version: file.version ?? null,
  filename: file.filename ?? '',
  mimeType: file.mimeType ?? 'application/octet-stream',
  size: file.filesize ?? 0,
  url: `/api/deliverable-files/file/${encodeURIComponent(file.filename ?? '')}?prefix=${encodeURIComponent(file.prefix ?? '')}`,
  createdAt: file.createdAt,
  uploadedBy: idOf(file.uploadedBy),
})

/**
 * A project's deliverables with their versions (newest first), read as `user` with its own
 * access: another client's project reads as empty. Studio and client ones apart.
 */
export const listProjectDeliverables = async (
  payload: Payload,
  user: TypedUser,
  projectId: number,
) => {
  const asUser = { user, overrideAccess: false, depth: 0, pagination: false } as const
  const [{ docs: deliverables }, { docs: files }] = await Promise.all([
    payload.find({
      collection: 'deliverables',
      where: { project: { equals: projectId } },
      sort: '-createdAt',
      ...asUser,
    }),
    payload.find({
      collection: 'deliverable-files',
      where: { and: [{ project: { equals: projectId } }, { deliverable: { exists: true } }] },
      sort: '-version',
      ...asUser,
    }),
  ])
  const views: DeliverableView[] = deliverables.map((deliverable) => ({
    ...deliverable,
    project: projectId,
    files: files.filter((file) => idOf(file.deliverable) === deliverable.id).map(fileView),
  }))
  return {
    studio: views.filter(({ kind }) => kind === 'studio'),
    client: views.filter(({ kind }) => kind === 'client'),
  }
}

/** Names of the people a page mentions, as far as the reader may read accounts (admins: all). */
export const peopleNames = async (payload: Payload, user: TypedUser, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (!wanted.length) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return new Map(docs.map((person: User) => [person.id, personNameOf(person)]))
}
