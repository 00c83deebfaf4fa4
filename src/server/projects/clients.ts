import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { ProjectStatus } from '@/domain/projects/status'
import { searchWords } from '@/domain/web/search-words'

/** A client as the clients screen lists it, with its first project's status. */
export type ClientRow = {
  id: number
  companyName: string | null
  firstName: string | null
  lastName: string | null
  email: string
  /** The sign-in address, where a password-reset link goes. */
  loginEmail: string
  phone: string | null
  plan: string | null
  whatsappLink: string | null
  projectStatus: ProjectStatus | null
}

export const CLIENTS_PER_PAGE = 20

/**
 * Client accounts, searched by company, first name, last name or contact e-mail (each word in one
 * of them), sorted by company, one page at a time, with the first project's status: one SQL
 * statement. Words are matched as plain text (no LIKE wildcards).
 */
export const listClients = async (payload: Payload, search: string, page: number) => {
  const words = searchWords(search.toLowerCase())
  const matches: SQL[] = words.map(
    (word) => sql`(position(${word} in lower(coalesce(u.company_name, ''))) > 0
      or position(${word} in lower(coalesce(u.first_name, ''))) > 0
      or position(${word} in lower(coalesce(u.last_name, ''))) > 0
      or position(${word} in lower(coalesce(u.contact_email, u.email))) > 0)`,
  )
  // An erased account stays only as the anonymous client its invoices keep: not a client to list.
  const where = sql.join([sql`u.role = 'client' and u.erased_at is null`, ...matches], sql` and `)
  const offset = (Math.max(1, page) - 1) * CLIENTS_PER_PAGE
  const { rows } = await payload.db.drizzle.execute(sql`
    select u.id, u.company_name as "companyName", u.first_name as "firstName",
           u.last_name as "lastName", coalesce(u.contact_email, u.email) as email, u.email as "loginEmail", u.phone,
           u.plan, u.whatsapp_link as "whatsappLink", first_project.status::text as "projectStatus",
           count(*) over ()::int as total
      from users u
      left join lateral (
        select status from client_projects p where p.user_id = u.id
        order by p.created_at asc, p.id asc limit 1
      ) first_project on true
     where ${where}
     order by lower(coalesce(u.company_name, u.last_name, u.email)), u.id
     limit ${CLIENTS_PER_PAGE} offset ${offset}
  `)
  const list = rows as (ClientRow & { total: number })[]
  const totalDocs = list[0]?.total ?? 0
  return {
    docs: list.map(({ total, ...row }) => row),
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / CLIENTS_PER_PAGE)),
    page,
  }
}
