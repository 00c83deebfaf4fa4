import path from 'node:path'

/**
 * Where each upload collection keeps its files: its folder under MEDIA_DIR on disk, its key
 * prefix in the bucket (the same paths, so the copy to S3 keeps them).
 */
export const UPLOAD_FOLDERS = {
  'project-files': 'project-files',
  'deliverable-files': 'deliverables',
  'data-exports': 'data-exports',
  images: 'images',
} as const

export type UploadCollection = keyof typeof UPLOAD_FOLDERS

export const UPLOAD_COLLECTIONS = Object.keys(UPLOAD_FOLDERS) as UploadCollection[]

/** Collections whose files anyone may read (the site's pictures): shown inline and cacheable. */
export const isPublicUpload = (collection: string) => collection === 'images'

/**
 * A stored path ("deliverables/12/plan.pdf"), relative to the media folder or the bucket: a
 * document prefix's folder (a submission, a project, an export), or a file in it.
 */
export const uploadKey = (collection: UploadCollection, prefix: string | number, file?: string) =>
  path.posix.join(UPLOAD_FOLDERS[collection], String(prefix), file ?? '')
