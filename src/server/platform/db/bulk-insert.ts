import type { CollectionSlug, PayloadRequest } from 'payload'

import { insertRows } from './postgres-adapter'

/** Rows per statement: a dozen values each stays below PostgreSQL's 65,535 parameters. */
const BATCH = 2_000

/**
 * Appends many rows of a collection without hooks in the request's transaction, a few thousand
 * per statement: the Local API has no bulk create, and one create per row is too slow for a bank
 * file's thousands (the bank import's budget in `npm run bench`). For collections whose rows the
 * server alone writes and no hook concerns; keys are the collection's field names.
 */
export const bulkInsert = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
) => {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertRows(req, collection, rows.slice(start, start + BATCH))
  }
}
