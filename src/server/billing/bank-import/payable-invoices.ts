import { sql } from '@payloadcms/db-postgres'

import type { BankCredit } from '@/domain/billing/camt'
import type { InvoiceStatus } from '@/domain/billing/invoice-status'
import type { PayableInvoice } from '@/domain/billing/payment-matching'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

type Row = {
  id: number
  invoiceNumber: string | null
  status: InvoiceStatus
  paymentReference: string | null
  remaining: string
  companyName: string | null
  personName: string | null
}

/**
 * The invoices the credits of a file can pay, read in one query: those whose payment reference a
 * credit carries (any status, so a credit for a paid invoice is recognised), and the open ones
 * whose remaining amount equals a credit's (candidates for a suggestion), with their client's
 * names.
 */
export const payableInvoices = async (db: Db, credits: BankCredit[]): Promise<PayableInvoice[]> => {
  const references = [...new Set(credits.flatMap((credit) => credit.reference ?? []))]
  const amounts = [...new Set(credits.map((credit) => credit.centimes))]
  const { rows } = await db.execute(sql`
    select i.id, i.invoice_number as "invoiceNumber", i.status, i.payment_reference as "paymentReference",
           ((i.amount - coalesce(i.amount_paid, 0)) * 100)::bigint::text as remaining,
           u.company_name as "companyName",
           nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "personName"
      from invoices i
      join client_projects p on p.id = i.project_id
      left join users u on u.id = p.user_id
     where i.payment_reference = any(${sql.param(references)}::text[])
        or (i.status = 'Pending'
            and ((i.amount - coalesce(i.amount_paid, 0)) * 100)::bigint = any(${sql.param(amounts)}::bigint[]))`)
  return (rows as Row[]).map((row) => ({
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    paymentReference: row.paymentReference,
    remainingCentimes: Number(row.remaining),
    clientNames: [row.companyName, row.personName].filter((name): name is string => !!name),
  }))
}
