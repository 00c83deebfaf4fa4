import type { Payload, PayloadRequest } from 'payload'

import type { Brief } from '@/domain/submissions/brief-schema'
import { briefFileNames, screenBriefFiles, type FileRejection } from '@/domain/submissions/files'

import { lockKey } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { notify, studioAdmins } from '@/server/notifications'
import { fileCandidate } from '@/server/platform/storage/file-candidate'
import { claimSubmissionFolder, removeSubmissionFolder } from './submission-folder'

export type UploadedFile = { name: string; data: Buffer }

export type BriefResult = {
  submissionId: number
  /** True when a brief with the same send key was already stored: nothing was stored again. */
  resent: boolean
  files: string[]
  rejected: { name: string; reason: FileRejection }[]
}

/** The brief's two e-mails, one job each: a retry of one never sends the other again. */
const BRIEF_EMAIL_TASKS = ['sendBriefAck', 'notifyStudioOfBrief'] as const

type AcceptedFile = { name: string; data: Buffer; mimeType: string }

/** Screens the uploads by their bytes: the accepted ones under their stored names, the refused. */
const screen = async (uploads: UploadedFile[]) => {
  const candidates = await Promise.all(uploads.map(fileCandidate))
  const { accepted, rejected } = screenBriefFiles(candidates)
  const names = briefFileNames(accepted.map(({ name }) => name))
  const files: AcceptedFile[] = accepted.map((file, index) => ({
    name: names[index]!,
    data: file.data,
    mimeType: file.mimeType,
  }))
  return { files, sentNames: accepted.map(({ name }) => name), rejected }
}

/**
 * The brief already stored under `sendKey`, if any. Tries with the same key wait for each other
 * (a lock on the key until the transaction ends), so a double send never stores two.
 */
const storedUnder = async (req: PayloadRequest, sendKey: string) => {
  await lockKey(req, `brief:${sendKey}`)
  const { docs } = await req.payload.find({
    collection: 'project-submissions',
    where: { sendKey: { equals: sendKey } },
    limit: 1,
    depth: 0,
    select: {},
    req,
  })
  return docs[0]?.id
}

/** The submission, its pending project, its files and its e-mail jobs, in `req`'s transaction. */
const storeBrief = async (
  req: PayloadRequest,
  brief: Brief & { sendKey?: string },
  files: AcceptedFile[],
  onSubmissionId: (id: number) => Promise<void>,
) => {
  const { payload } = req
  // System code for an anonymous visitor: these collections are admins' to write, and this use
  // case is the visitors' only way in (the endpoint validated the brief first).
  const submission = await payload.create({
    collection: 'project-submissions',
    data: { ...brief, status: 'pending' },
    depth: 0,
    req,
  })
  await onSubmissionId(submission.id)
  await payload.create({
    collection: 'client-projects',
    data: {
      projectName: brief.companyName,
      submission: submission.id,
      projectType: brief.projectType,
      status: 'pending',
      progressPercentage: 0,
    },
    depth: 0,
    req,
  })
  for (const file of files) {
    await payload.create({
      collection: 'project-files',
      // The storage adapter writes under the prefix: the submission's own folder.
      data: { submission: submission.id, prefix: String(submission.id) },
      file: {
        name: file.name,
        data: file.data,
        mimetype: file.mimeType,
        size: file.data.byteLength,
      },
      // Not `select`: the storage adapter's hook reads the stored name from the returned row.
      depth: 0,
      req,
    })
  }
  await notify(req, await studioAdmins(req), {
    kind: 'briefReceived',
    subject: `${brief.companyName} · ${brief.firstName} ${brief.lastName}`,
    path: '/admin/submissions',
  })
  const jobs = await Promise.all(
    BRIEF_EMAIL_TASKS.map((task) =>
      payload.jobs.queue({ task, input: { submissionId: submission.id }, req }),
    ),
  )
  return { submissionId: submission.id, jobIds: jobs.map(({ id }) => id) }
}

/**
 * A visitor's brief from /demarrer-projet: the submission, its client project in status
 * `pending`, its accepted files and its two e-mails, in one transaction. Files are screened by
 * their bytes first; a refused file is reported and the brief goes on without it. The files go to
 * the submission's new folder once its id is known; if anything fails, nothing is stored and the
 * folder is removed. The e-mails are sent once the brief is committed. A brief sent again with the
 * same `sendKey` (its first answer lost on the way) stores nothing and sends nothing.
 */
export const submitBrief = async (
  payload: Payload,
  brief: Brief,
  uploads: UploadedFile[],
  sendKey?: string,
): Promise<BriefResult> => {
  const { files, sentNames, rejected } = await screen(uploads)
  let claimedFolder: number | undefined
  const stored = await inTransaction(payload, null, async (req) => {
    const first = sendKey ? await storedUnder(req, sendKey) : undefined
    if (first !== undefined) return { submissionId: first, jobIds: [], resent: true }
    const brand = await storeBrief(req, { ...brief, sendKey }, files, async (submissionId) => {
      await claimSubmissionFolder(submissionId)
      claimedFolder = submissionId
    })
    return { ...brand, resent: false }
  }).catch(async (error: unknown) => {
    if (claimedFolder !== undefined) await removeSubmissionFolder(claimedFolder)
    throw error
  })
  if (stored.resent)
    return { submissionId: stored.submissionId, resent: true, files: [], rejected: [] }
  startJobsNow(payload, stored.jobIds)
  return { submissionId: stored.submissionId, resent: false, files: sentNames, rejected }
}
