import path from 'node:path'

import { env } from '../config/env'

/** Where each upload collection keeps its files on disk, under the media folder. */
export const UPLOAD_FOLDERS = {
  'project-files': 'project-files',
  'deliverable-files': 'deliverables',
  'data-exports': 'data-exports',
} as const

export type UploadCollection = keyof typeof UPLOAD_FOLDERS

/** A folder of one document prefix (a submission, a project, an export) on disk. */
export const uploadFolder = (collection: UploadCollection, prefix: string | number) =>
  path.join(env.mediaDir, UPLOAD_FOLDERS[collection], String(prefix))
