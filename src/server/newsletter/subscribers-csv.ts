import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { toCsv } from '@/domain/web/csv'
import { backOfficeTextsT } from '@/server/platform/i18n/request-language'

import { STUDIO_TIME_ZONE } from '@/server/billing'

/**
 * The confirmed subscribers as CSV, the latest consent first: the address, the date and time of
 * consent (Zurich time) and the language it was given in. Unconfirmed addresses are not
 * subscribers and are left out.
 */
export const newsletterCsv = async (payload: Payload) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select email, language::text as language,
           to_char(confirmed_at at time zone ${STUDIO_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as confirmed_at
      from newsletter_subscribers
     where confirmed_at is not null
     order by confirmed_at desc, id desc
  `)
  const t = backOfficeTextsT()
  return toCsv(
    (['email', 'consentOn', 'language'] as const).map((column) =>
      t(`exports.newsletter.${column}`),
    ),
    (rows as Record<string, string>[]).map((row) => [
      row.email,
      row.confirmed_at,
      row.language?.toUpperCase(),
    ]),
  )
}
