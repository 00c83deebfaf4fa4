import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvoiceStatus } from '@/domain/billing/invoice-status'
import { labelsOf } from '@/i18n/labels'
import { toCsv } from '@/domain/web/csv'
import { BACK_OFFICE_LANGUAGE, backOfficeTextsT } from '@/server/platform/i18n/request-language'

import { STUDIO_TIME_ZONE } from '../finances/finances'

/** The export's columns, their titles in the back office's `exports.invoices` texts. */
const COLUMNS = [
  'number',
  'client',
  'project',
  'date',
  'due',
  'paidOn',
  'status',
  'description',
  'quantity',
  'unitPrice',
  'vatRate',
  'lineNet',
  'subtotal',
  'discount',
  'vat',
  'rounding',
  'total',
  'paid',
] as const

// Exact decimals as PostgreSQL writes them, never through a JavaScript float.
const chf = (column: string) => sql.raw(`to_char(coalesce(${column}, 0), 'FM9999999990.00')`)
const day = (column: string) =>
  sql`to_char(${sql.raw(column)} at time zone ${STUDIO_TIME_ZONE}, 'YYYY-MM-DD')`

/**
 * Every invoice line as a row of the accountant's spreadsheet, newest invoice first, lines in
 * their order: the invoice's number, client, dates (the Zurich day; paid on is empty for an
 * invoice not paid, or paid before payment dates were stored), the line with its VAT rate and its
 * amount before VAT (quantity × unit price rounded half up to the centime, as on the invoice),
 * then the invoice's totals, repeated on each of its lines so any row can be filtered alone.
 * The status is the one a reader should see: an unpaid invoice past its due date reads Overdue.
 */
export const invoicesCsv = async (payload: Payload, now: Date = new Date()) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select i.invoice_number, coalesce(nullif(u.company_name, ''),
             nullif(concat_ws(' ', u.first_name, u.last_name), '')) as client,
           p.project_name, ${day('i.invoice_date')} as invoice_date,
           ${day('i.due_date')} as due_date, ${day('i.paid_at')} as paid_at,
           case when i.status = 'Pending' and i.due_date < ${now.toISOString()}::timestamptz
                then 'Overdue' else i.status::text end as status,
           l.description, to_char(l.quantity, 'FM9999999990.00') as quantity,
           ${chf('l.unit_price')} as unit_price, l.vat_rate::text as vat_rate,
           ${chf('round(l.quantity * l.unit_price, 2)')} as line_net,
           ${chf('i.subtotal')} as subtotal, ${chf('i.discount')} as discount,
           ${chf('i.vat_amount')} as vat_amount, ${chf('i.rounding')} as rounding,
           ${chf('i.amount')} as amount,
           -- An invoice marked paid by hand has no paid amount stored: it was paid in full.
           ${chf("case when i.status = 'Paid' then coalesce(i.amount_paid, i.amount) else i.amount_paid end")}
             as amount_paid
      from invoices i
      join client_projects p on p.id = i.project_id
      left join users u on u.id = p.user_id
      left join invoices_lines l on l._parent_id = i.id
     order by i.invoice_date desc, i.id desc, l._order
  `)
  // The export is the back office's, in its language.
  const t = backOfficeTextsT()
  const statuses = labelsOf(BACK_OFFICE_LANGUAGE, 'invoiceStatus')
  return toCsv(
    COLUMNS.map((column) => t(`exports.invoices.${column}`)),
    (rows as Record<string, string | null>[]).map((row) => [
      row.invoice_number,
      row.client,
      row.project_name,
      row.invoice_date,
      row.due_date,
      row.paid_at,
      statuses[row.status as InvoiceStatus],
      row.description,
      row.quantity,
      row.unit_price,
      row.vat_rate,
      row.line_net,
      row.subtotal,
      row.discount,
      row.vat_amount,
      row.rounding,
      row.amount,
      row.amount_paid,
    ]),
  )
}
