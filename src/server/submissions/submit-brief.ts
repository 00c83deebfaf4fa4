import fs from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  ValidationError,
} from 'payload'

import type { Brief } from '@/domain/submissions/brief-schema'
import { screenBriefFiles, type FileRejection } from '@/domain/submissions/files'

import { env } from '../config/env'

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
 * First try of the brief's e-mails, right after the commit. A failed mail stays queued and the
 * app server's job runner retries it; it never fails the brief that is already stored.
 */
const sendNow = async (payload: Payload, jobIds: (number | string)[]) => {
  for (const id of jobIds) {
    try {
      await payload.jobs.runByID({ id, silent: true })
    } catch (error) {
      payload.logger.error({ msg: 'brief e-mail left for a retry', err: error, job: id })
    }
  }
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
    uploads.map(async (upload) => ({
      ...upload,
      size: upload.data.byteLength,
      detectedMime: (await fileTypeFromBuffer(upload.data))?.mime ?? null,
    })),
  )
  const { accepted, rejected } = screenBriefFiles(candidates)

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const system = { req, overrideAccess: true } as const
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
    const stored: string[] = []
    for (const file of accepted) {
      try {
        await payload.create({
          collection: 'project-files',
          data: { submission: submission.id },
          file: { name: file.name, data: file.data, mimetype: file.mimeType, size: file.size },
          ...system,
        })
        stored.push(file.name)
      } catch (error) {
        // Refused by the upload's own checks (before anything is written): this file only.
        if (!(error instanceof ValidationError)) throw error
        rejected.push({ name: file.name, reason: 'type' })
      }
    }
    // The e-mails are queued with the brief: they exist exactly when it does (no mail for a
    // rolled-back brief, no brief without its mails).
    const jobs = await Promise.all(
      (['sendBriefAck', 'notifyStudioOfBrief'] as const).map((task) =>
        payload.jobs.queue({ task, input: { submissionId: submission.id }, req }),
      ),
    )
    await commitTransaction(req)
    await sendNow(
      payload,
      jobs.map(({ id }) => id),
    )
    return {
      submissionId: submission.id,
      projectId: project.id,
      files: stored,
      rejected,
    }
  } catch (error) {
    await killTransaction(req)
    if (submissionId !== undefined)
      await fs.rm(folderOf(submissionId), { recursive: true, force: true })
    throw error
  }
}
