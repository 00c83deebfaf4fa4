import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { transactionOf } from './lock'
import { tableNameOf } from './table-name'

/** Rows per statement: a dozen values each stays below PostgreSQL's 65,535 parameters. */
const BATCH = 2_000

/**
 * Appends many rows of a collection without hooks in the request's transaction, a few thousand
 * per statement, through the database adapter's own insert on the collection's table: the Local
 * API has no bulk create, and one create per row is too slow for a bank file's thousands. For collections
 * whose rows the server alone writes and no hook concerns; keys are the collection's field names.
 */
export const bulkInsert = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
) => {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const tableName = adapter.tableNameMap.get(tableNameOf(collection))
  if (!tableName) throw new Error(`No table for the collection ${collection}`)
  const db = await transactionOf(req)
  for (let start = 0; start < rows.length; start += BATCH) {
    await adapter.insert({ db, tableName, values: rows.slice(start, start + BATCH) })
  }
}
