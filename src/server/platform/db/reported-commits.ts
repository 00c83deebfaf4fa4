import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

type Session = PostgresAdapter['sessions'][string]

/** Ends a transaction's callback so that drizzle issues ROLLBACK instead of COMMIT. */
class GaveUp extends Error {}

/**
 * Payload's drizzle adapter (3.90) loses the outcome of COMMIT: its `commitTransaction` catches
 * the error and its `beginTransaction` routes late failures to an already-settled promise. When
 * the connection dies between a write and its COMMIT (a restart, `pg_terminate_backend`), the
 * operation returns as if saved and the endpoint answers 200 for a row that is not there. These
 * two replacements keep the sessions' shape (the rest of the adapter and `lockRow` read them) but
 * let a failed COMMIT reject.
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
