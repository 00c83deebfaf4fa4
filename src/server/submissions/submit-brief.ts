import fs from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { Brief } from '@/domain/submissions/brief-schema'
import {
  isIntactPdf,
  screenBriefFiles,
  storedFileName,
  type FileRejection,
} from '@/domain/submissions/files'

import { env } from '../config/env'
import { startJobsNow } from '../jobs/runner'

export type UploadedFile = { name: string; data: Buffer }

export type BriefResult = {
  submissionId: number
  projectId: number
  files: string[]
  rejected: { name: string; reason: FileRejection }[]
}

/** Where the storage adapter puts a submission's files (media/project-files/<id>/). */
const folderOf = (submissionId: number) =>
  path.join(env.mediaDir, 'project-files', String(submissionId))

/**
 * Whether the bytes hold together as their type, as the upload will check them: a file refused
 * there would end the brief's whole transaction, so it must be set aside before it starts.
 */
const isIntact = (mime: string | null, data: Buffer) => {
  if (mime === 'application/pdf') return isIntactPdf(data)
  if (mime?.startsWith('image/')) {
    const size = imageDimensionsFromData(data)
    return Boolean(size?.width && size.height)
  }
  return true
}

/**
 * A visitor's brief (spec §2 /demarrer-projet): the submission, its client project in status
 * `pending` and its accepted files, in one transaction. Files are screened by their bytes first;
 * a refused file is reported and the brief goes on without it. If anything fails, nothing stays:
 * the rows are rolled back and the files already written are removed.
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
      return {
        ...upload,
        size: upload.data.byteLength,
        detectedMime,
        intact: isIntact(detectedMime, upload.data),
      }
    }),
  )
  const { accepted, rejected } = screenBriefFiles(candidates)

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  // Only the new ids are read back: depth 0 spares a query per relationship on every write.
  const system = { req, overrideAccess: true, depth: 0 } as const
  let submissionId: number | undefined
  try {
    const submission = await payload.create({
      collection: 'project-submissions',
      data: { ...brief, status: 'pending' },
      ...system,
    })
    submissionId = submission.id
    const project = await payload.create({
      collection: 'client-projects',
      data: {
        projectName: brief.companyName,
        submission: submission.id,
        projectType: brief.projectType,
        status: 'pending',
        progressPercentage: 0,
      },
      ...system,
    })
    // Every file here passed the screening; a failure now is the brief's (Payload ends the
    // transaction on any error), so it fails whole and nothing stays.
    for (const file of accepted) {
      await payload.create({
        collection: 'project-files',
        // The folder is known before the upload picks its name: names are unique per folder.
        data: { submission: submission.id, prefix: String(submission.id) },
        file: {
          name: storedFileName(file.name),
          data: file.data,
          mimetype: file.mimeType,
          size: file.size,
        },
        ...system,
      })
    }
    // The e-mails are queued with the brief: they exist exactly when it does (no mail for a
    // rolled-back brief, no brief without its mails).
    const jobs = await Promise.all(
      (['sendBriefAck', 'notifyStudioOfBrief'] as const).map((task) =>
        payload.jobs.queue({ task, input: { submissionId: submission.id }, req }),
      ),
    )
    await commitTransaction(req)
    startJobsNow(
      payload,
      jobs.map(({ id }) => id),
    )
    return {
      submissionId: submission.id,
      projectId: project.id,
      files: accepted.map(({ name }) => name),
      rejected,
    }
  } catch (error) {
    await killTransaction(req)
    if (submissionId !== undefined)
      await fs.rm(folderOf(submissionId), { recursive: true, force: true })
    throw error
  }
}
