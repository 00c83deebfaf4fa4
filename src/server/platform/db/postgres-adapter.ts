import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, DatabaseAdapterObj, PayloadRequest } from 'payload'

import { tableNameOf } from './table-name'

/**
 * The one file that relies on the Postgres adapter's internals, each read in this version's
 * source: its open transactions (`sessions`, keyed by `req.transactionID`), its tables by name
 * (`tableNameMap`) with its own `insert`, and its `beginTransaction` and `commitTransaction`.
 * postgres-adapter.test.ts fails when the installed adapter is another version: re-read those
 * there, then move the pin.
 */
export const PINNED_ADAPTER_VERSION = '3.90.1'

type Session = PostgresAdapter['sessions'][string]

const adapterOf = (req: PayloadRequest) => req.payload.db as unknown as PostgresAdapter

/** The open transaction a use case's `req` joined (see `inTransaction`), for locks and reads. */
export const transactionOf = async (req: PayloadRequest) => {
  const transactionId = await req.transactionID
  const session = transactionId ? adapterOf(req).sessions[transactionId] : undefined
  if (!session) throw new Error('Locks are taken inside a transaction')
  return session.db
}

/**
 * Inserts rows of a collection in one statement in the request's transaction, through the
 * adapter's own insert on the collection's table (see bulk-insert.ts for when and why).
 */
export const insertRows = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  rows: Record<string, unknown>[],
) => {
  const adapter = adapterOf(req)
  const tableName = adapter.tableNameMap.get(tableNameOf(collection))
  if (!tableName) throw new Error(`No table for the collection ${collection}`)
  await adapter.insert({ db: await transactionOf(req), tableName, values: rows })
}

/** Ends a transaction's callback so that drizzle issues ROLLBACK instead of COMMIT. */
class GaveUp extends Error {}

/**
 * The adapter loses the outcome of COMMIT: its `commitTransaction` catches the error and its
 * `beginTransaction` routes late failures to an already-settled promise. When the connection
 * dies between a write and its COMMIT (a restart, `pg_terminate_backend`), the operation returns
 * as if saved and the endpoint answers 200 for a row that is not there. These two replacements
 * keep the sessions' shape (the rest of the adapter and `transactionOf` read them) but let a
 * failed COMMIT reject.
 */
async function beginTransaction(this: PostgresAdapter, options?: Record<string, unknown>) {
  await this.initializing
  let decide!: { commit: () => void; giveUp: () => void }
  const decided = new Promise<void>((commit, giveUp) => {
    decide = { commit, giveUp: () => giveUp(new GaveUp()) }
  })
  let outcome!: Promise<void>
  const db = await new Promise<Session['db']>((ready, failed) => {
    outcome = this.drizzle.transaction(
      async (tx) => {
        ready(tx)
        await decided
      },
      (options ?? this.transactionOptions) as never,
    )
    // BEGIN failing rejects here; once the transaction is open, `resolve` reports the outcome.
    outcome.catch(failed)
  })
  const id = randomUUID()
  this.sessions[id] = {
    db,
    resolve: async () => {
      decide.commit()
      await outcome
    },
    reject: async () => {
      decide.giveUp()
      await outcome.catch(() => undefined)
    },
  }
  return id
}

async function commitTransaction(
  this: PostgresAdapter,
  incoming: number | Promise<number | string> | string,
) {
  const id = String(await incoming)
  const session = this.sessions[id]
  // Already ended: the first of several operations sharing a transaction ends it.
  if (!session) return
  delete this.sessions[id]
  await session.resolve()
}

/** The Postgres adapter with COMMIT failures reported to the operation that wrote. */
export const withReportedCommits = (
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> => ({
  ...adapter,
  init: (args) => Object.assign(adapter.init(args), { beginTransaction, commitTransaction }),
})
