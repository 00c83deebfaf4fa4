import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Brief } from '@/domain/submissions/brief-schema'

/** A brief file's row, as Payload's upload fields hold it. */
export type StoredFile = {
  filename: string
  mimeType: string
  filesize: number
  width: number | null
  height: number | null
}

/** The brief's two e-mails, one job each: a retry of one never sends the other again. */
const BRIEF_EMAIL_TASKS = ['sendBriefAck', 'notifyStudioOfBrief'] as const

/** The id the next submission will have (a sequence never hands out an id twice). */
export const nextSubmissionId = async (payload: Payload) => {
  const { rows } = await payload.db.drizzle.execute(
    sql`select nextval(pg_get_serial_sequence('project_submissions', 'id'))::int as id`,
  )
  return (rows[0] as { id: number }).id
}

/**
 * Writes a brief's rows in one statement, so they exist all together or not at all: the
 * submission, its pending project, its files' rows (the files are on disk already) and its
 * e-mail jobs (the rows Payload's `jobs.queue` writes, which its runner then takes). Written
 * directly rather than through one Local API call per row: the brief is the one write anyone on
 * the internet can make, and those 16 statements cost about 14 ms of the server's time per brief,
 * where the whole brief now takes about 2 ms (files included; the bench's intake). The rows are
 * the ones the Local API writes: a test compares them.
 */
export const insertBrief = async (
  payload: Payload,
  submissionId: number,
  brief: Brief,
  files: StoredFile[],
) => {
  // Each row is stamped when it is inserted, as it gets its id: lists ordered by creation then
  // show concurrent briefs in the order of their ids. `now()`, the statement's start, did not: a
  // brief that started first could insert its project after another one's.
  const insertedAt = sql`clock_timestamp()`
  const fileRows = files.map(
    (file) =>
      sql`(${submissionId}, ${String(submissionId)}, ${`/api/project-files/file/${encodeURIComponent(file.filename)}`}, ${file.filename}, ${file.mimeType}, ${file.filesize}, ${file.width}, ${file.height}, ${insertedAt}, ${insertedAt})`,
  )
  const jobInput = JSON.stringify({ submissionId })
  const { rows } = await payload.db.drizzle.execute(sql`
    with submission as (
      insert into project_submissions (id, first_name, last_name, company_name, email, phone,
        project_type, business_description, liked_sites, disliked_sites, brief_confirmed, status,
        language, created_at, updated_at)
      values (${submissionId}, ${brief.firstName}, ${brief.lastName}, ${brief.companyName},
        ${brief.email}, ${brief.phone}, ${brief.projectType}, ${brief.businessDescription},
        ${brief.likedSites}, ${brief.dislikedSites}, ${brief.briefConfirmed}, 'pending',
        ${brief.language}, ${insertedAt}, ${insertedAt})
    ), project as (
      insert into client_projects (project_name, submission_id, project_type, status,
        progress_percentage, created_at, updated_at)
      values (${brief.companyName}, ${submissionId}, ${brief.projectType}, 'pending', 0, ${insertedAt},
        ${insertedAt})
      returning id
    ), ${
      fileRows.length
        ? sql`files as (
      insert into project_files (submission_id, prefix, url, filename, mime_type, filesize, width,
        height, created_at, updated_at)
      values ${sql.join(fileRows, sql`, `)}
    ), `
        : sql``
    }jobs as (
      insert into payload_jobs (input, task_slug, created_at, updated_at)
      values ${sql.join(
        BRIEF_EMAIL_TASKS.map((task) => sql`(${jobInput}, ${task}, ${insertedAt}, ${insertedAt})`),
        sql`, `,
      )}
      returning id
    )
    select (select id from project) as "projectId", array(select id from jobs order by id) as "jobIds"`)
  // As Payload's own writes do: with read replicas, the reads that follow (the e-mail jobs read the
  // brief at once) go to the primary for a while instead of a replica that may lag behind.
  const adapter = payload.db as unknown as PostgresAdapter
  adapter.lastWriteTimestamp = Date.now()
  return rows[0] as { projectId: number; jobIds: number[] }
}
