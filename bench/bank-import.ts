import pg from 'pg'

import { paymentReference } from '../src/domain/billing/payment-reference'
import { camt054, statementForm, type TestCredit } from '../tests/helpers/camt'
import type { AppServer } from './lib/app-server'
import type { Measure } from './lib/report'

const ENTRIES = 10_000
/** Issue 26: a camt file with 10,000 entries is handled in under 10 s. */
const BUDGET_MS = 10_000

/** The studio's account when the bench's fresh install has none yet (no demo seed). */
const BENCH_IBAN = 'CH93 0076 2011 6238 5295 7'

/**
 * Gives the back office bench's pending invoices the payment reference sending them would have
 * given (the seed writes rows in SQL, without the hook), from the studio's IBAN in the settings.
 */
const referencePendingInvoices = async (databaseUri: string, limit: number) => {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows: settings } = await client.query<{ iban: string }>(
      `update settings set billing_iban = coalesce(nullif(billing_iban, ''), $1)
        returning billing_iban as iban`,
      [BENCH_IBAN],
    )
    const iban = settings[0]?.iban
    if (!iban) throw new Error('bank import bench: no settings row')
    const { rows } = await client.query<{ id: number; number: string; amount: string }>(
      `select id, invoice_number as number, amount::text from invoices
        where status = 'Pending' and invoice_number like 'B-%' order by id limit $1`,
      [limit],
    )
    const references = rows.map((row) =>
      paymentReference(iban, { id: row.id, invoiceNumber: row.number }),
    )
    await client.query(
      `update invoices set payment_reference = r.reference
         from unnest($1::int[], $2::text[]) as r(id, reference) where invoices.id = r.id`,
      [rows.map(({ id }) => id), references],
    )
    return rows.map((row, index) => ({ amount: row.amount, reference: references[index]! }))
  } finally {
    await client.end()
  }
}

/**
 * 'Importer un relevé' at scale, through the API as the finances page sends it: a camt.054 of
 * 10,000 credits, half paying pending invoices by their reference, half from unknown payers left
 * to review; then the same file again, which must change nothing.
 */
export const benchBankImport = async (app: AppServer, token: string): Promise<Measure[]> => {
  const paying = await referencePendingInvoices(app.databaseUri, ENTRIES / 2)
  const credits: TestCredit[] = [
    ...paying,
    ...Array.from({ length: ENTRIES - paying.length }, (_, i) => ({
      amount: `${(i % 900) + 10}.15`,
      debtor: `Donateur ${i}`,
    })),
  ]
  const xml = camt054(credits)
  const measures: Measure[] = []
  for (const [name, expected] of [
    ['first import', credits.length],
    ['same file again', 0],
  ] as const) {
    const started = performance.now()
    const answer = await fetch(`${app.url}/api/bank-credits/import`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: statementForm(xml, 'bench-camt054.xml'),
    })
    const summary = (await answer.json()) as { credits?: number; message?: string }
    const elapsed = performance.now() - started
    if (!answer.ok || summary.credits !== expected) {
      throw new Error(`bank import (${name}): ${answer.status} ${JSON.stringify(summary)}`)
    }
    measures.push({
      section: `bank import (camt.054, ${ENTRIES.toLocaleString('en')} entries, ${(xml.length / 2 ** 20).toFixed(1)} MB)`,
      name,
      value: elapsed,
      unit: 'ms',
      budget: { max: BUDGET_MS },
    })
  }
  return measures
}
