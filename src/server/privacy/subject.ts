import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Db = Pick<Payload['db']['drizzle'], 'execute'>

/**
 * Everything that identifies a person's rows: the account and the ids of its projects, requests
 * and invoices, and of the briefs, form answers (the support form's among them) and newsletter rows sent from its addresses
 * (those are tied to an address, not to an account).
 */
export type Subject = {
  userId: number
  projectIds: number[]
  submissionIds: number[]
  requestIds: number[]
  invoiceIds: number[]
  formSubmissionIds: number[]
  subscriberIds: number[]
}

/**
 * The subject of an export or an erasure, read in one statement; null for an unknown account.
 * Addresses are compared without case: a visitor types them as it likes.
 */
export const subjectOf = async (db: Db, userId: number): Promise<Subject | null> => {
  const { rows } = await db.execute(sql`
    with person as (
      select id, array_remove(array[lower(email), lower(contact_email)], null) as emails
        from users where id = ${userId}),
    projects as (select id, submission_id from client_projects where user_id = ${userId})
    select array(select id from projects order by id) as "projectIds",
           array(select s.id from project_submissions s
                  where s.id in (select submission_id from projects)
                     or lower(s.email) = any(person.emails) order by s.id) as "submissionIds",
           array(select r.id from client_requests r
                  where r.project_id in (select id from projects) or r.user_id = ${userId}
                  order by r.id) as "requestIds",
           array(select i.id from invoices i
                  where i.project_id in (select id from projects) order by i.id) as "invoiceIds",
           array(select f.id from form_submissions f
                  where lower(f.email) = any(person.emails) order by f.id) as "formSubmissionIds",
           array(select n.id from newsletter_subscribers n
                  where lower(n.email) = any(person.emails) order by n.id) as "subscriberIds"
      from person`)
  const row = rows[0] as Omit<Subject, 'userId'> | undefined
  if (!row) return null
  return { userId, ...row }
}
