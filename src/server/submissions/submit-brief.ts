import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'
import type { Payload } from 'payload'

import type { Brief } from '@/domain/submissions/brief-schema'
import {
  briefFileNames,
  isIntactPdf,
  screenBriefFiles,
  type FileRejection,
} from '@/domain/submissions/files'

import { startJobsNow } from '../jobs/runner'
import { removeSubmissionFolder, writeSubmissionFiles } from '../storage/submission-folder'
import { insertBrief, nextSubmissionId, type StoredFile } from './brief-rows'

export type UploadedFile = { name: string; data: Buffer }

export type BriefResult = {
  submissionId: number
  projectId: number
  files: string[]
  rejected: { name: string; reason: FileRejection }[]
}

/** An image's size as its bytes give it; null when it is not an image or cannot be read. */
const imageSize = (mime: string | null, data: Buffer) =>
  mime?.startsWith('image/') ? (imageDimensionsFromData(data) ?? null) : null

/**
 * Whether the bytes hold together as their type: a PDF with its end, an image whose size can be
 * read. A damaged file is refused on its own, as the admins could not open it.
 */
const isIntact = (
  mime: string | null,
  data: Buffer,
  size: ReturnType<typeof imageSize>,
): boolean => {
  if (mime === 'application/pdf') return isIntactPdf(data)
  if (mime?.startsWith('image/')) return Boolean(size?.width && size.height)
  return true
}

/**
 * A visitor's brief (spec §2 /demarrer-projet): the submission, its client project in status
 * `pending`, its accepted files and its two e-mails. Files are screened by their bytes first; a
 * refused file is reported and the brief goes on without it. The files are written to the
 * submission's new folder, then every row is written by one statement, so the brief is stored
 * whole or not at all; if that fails, the files are removed.
 *
 * System code: visitors cannot write these collections; this use case is their only way in.
 */
export const submitBrief = async (
  payload: Payload,
  brief: Brief,
  uploads: UploadedFile[],
): Promise<BriefResult> => {
  const candidates = await Promise.all(
    uploads.map(async (upload) => {
      const detectedMime = (await fileTypeFromBuffer(upload.data))?.mime ?? null
      const dimensions = imageSize(detectedMime, upload.data)
      return {
        ...upload,
        size: upload.data.byteLength,
        detectedMime,
        dimensions,
        intact: isIntact(detectedMime, upload.data, dimensions),
      }
    }),
  )
  const { accepted, rejected } = screenBriefFiles(candidates)
  const names = briefFileNames(accepted.map(({ name }) => name))
  const files: (StoredFile & { data: Buffer })[] = accepted.map((file, index) => ({
    filename: names[index]!,
    mimeType: file.mimeType,
    filesize: file.size,
    width: file.dimensions?.width ?? null,
    height: file.dimensions?.height ?? null,
    data: file.data,
  }))

  // The id comes first: the files' folder is named after it.
  const submissionId = await nextSubmissionId(payload)
  await writeSubmissionFiles(submissionId, files)
  const stored = await insertBrief(payload, submissionId, brief, files).catch(async (error) => {
    await removeSubmissionFolder(submissionId)
    throw error
  })
  startJobsNow(payload, stored.jobIds)
  return {
    submissionId,
    projectId: stored.projectId,
    files: accepted.map(({ name }) => name),
    rejected,
  }
}
