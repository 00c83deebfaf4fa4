import type { TaskConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { preferredLanguageOf } from '@/domain/users/language'

import { dataExportReadyEmail, erasureNoticeEmail } from './privacy-emails'
import { buildExportArchive } from './export-archive'
import { subjectOf } from './subject'
import { removeProjectFolder } from '@/server/files'
import { removeSubmissionFolder } from '@/server/briefs'
import { fileStore } from '@/server/platform/storage/file-store'
import { uploadKey } from '@/server/platform/storage/upload-folders'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { studioInbox } from '@/server/content'

/** How long an export's link works once the file is ready. */
const EXPORT_VALID_MS = 24 * 60 * 60 * 1000

type ExportTask = TaskConfig<{ input: { exportId: number }; output: Record<string, never> }>

const EXPORT_TASK = {
  inputSchema: [{ name: 'exportId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
} satisfies Partial<ExportTask>

/**
 * System code: the jobs act for no user and read only the export they were queued for. An
 * export gone meanwhile (its person erased) is nothing to do.
 */
const exportOf = async (req: Parameters<ExportTask['handler'] & object>[0]['req'], id: number) => {
  const { docs } = await req.payload.find({
    collection: 'data-exports',
    where: { id: { equals: id } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Builds the person's ZIP, stores it in the export's own folder and opens it for 24 hours, then
 * queues the mail that announces it. Run again after a failure, a ready export is left as it is.
 */
export const buildDataExport: ExportTask = {
  slug: 'buildDataExport',
  ...EXPORT_TASK,
  handler: async ({ input, req }) => {
    const row = await exportOf(req, input.exportId)
    if (!row || row.status === 'ready') return { output: {} }
    const subjectId = typeof row.subject === 'object' ? row.subject.id : row.subject
    const subject = await subjectOf(req.payload.db.drizzle, subjectId)
    if (!subject) return { output: {} }
    const archive = await buildExportArchive(req, subject)
    const day = new Date().toISOString().slice(0, 10)
    await req.payload.update({
      collection: 'data-exports',
      id: row.id,
      data: {
        status: 'ready',
        expiresAt: new Date(Date.now() + EXPORT_VALID_MS).toISOString(),
        prefix: String(row.id),
      },
      file: {
        data: archive,
        mimetype: 'application/zip',
        name: `donnees-${day}.zip`,
        size: archive.byteLength,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const mail = await req.payload.jobs.queue({
      task: 'sendDataExportReady',
      input: { exportId: row.id },
      req,
    })
    startJobsNow(req.payload, [mail.id])
    return { output: {} }
  },
}

/** The asker's mail: the export is ready on its account page, until when. */
export const sendDataExportReady: ExportTask = {
  slug: 'sendDataExportReady',
  ...EXPORT_TASK,
  handler: async ({ input, req }) => {
    const row = await exportOf(req, input.exportId)
    if (!row || row.status !== 'ready' || !row.expiresAt) return { output: {} }
    const asker = typeof row.requestedBy === 'object' ? row.requestedBy : null
    if (!asker) return { output: {} }
    const subjectId = typeof row.subject === 'object' ? row.subject.id : row.subject
    const mail = dataExportReadyEmail({
      language: preferredLanguageOf(asker),
      firstName: asker.firstName ?? '',
      validUntil: row.expiresAt,
      forAccount: isAdmin(asker) ? subjectId : null,
    })
    await req.payload.sendEmail({ to: asker.email, ...mail })
    return { output: {} }
  },
}

/** The studio's notice of an erasure, without the erased data: the account's number only. */
export const notifyStudioOfErasure: TaskConfig<{
  input: { userId: number; bySelf: boolean }
  output: Record<string, never>
}> = {
  slug: 'notifyStudioOfErasure',
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'bySelf', type: 'checkbox', required: true },
  ],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await req.payload.sendEmail(
      erasureNoticeEmail(input.userId, input.bySelf, await studioInbox(req)),
    )
    return { output: {} }
  },
}

/** An erased person's folders of files (briefs, projects, exports), once the erasure committed. */
export const removeErasedFiles: TaskConfig<{
  input: { submissionIds: number[]; projectIds: number[]; exportIds: number[] }
  output: Record<string, never>
}> = {
  slug: 'removeErasedFiles',
  inputSchema: [
    { name: 'submissionIds', type: 'json', required: true },
    { name: 'projectIds', type: 'json', required: true },
    { name: 'exportIds', type: 'json', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input }) => {
    for (const id of input.submissionIds) await removeSubmissionFolder(id)
    for (const id of input.projectIds) await removeProjectFolder(id)
    for (const id of input.exportIds) {
      await fileStore().removeFolder(uploadKey('data-exports', id))
    }
    return { output: {} }
  },
}

/**
 * Every hour, the exports past their 24 hours are deleted with their files (Payload's delete
 * removes the file), and so is one whose building failed for a day. Scheduled by Payload's job
 * schedules, queued once across instances.
 */
export const purgeDataExports: TaskConfig<{
  input: Record<string, never>
  output: { purged: number }
}> = {
  slug: 'purgeDataExports',
  schedule: [{ cron: '0 15 * * * *', queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const { docs } = await req.payload.delete({
      collection: 'data-exports',
      where: {
        or: [
          { expiresAt: { less_than: new Date().toISOString() } },
          {
            and: [
              { status: { equals: 'pending' } },
              { createdAt: { less_than: new Date(Date.now() - EXPORT_VALID_MS).toISOString() } },
            ],
          },
        ],
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { output: { purged: docs.length } }
  },
}
