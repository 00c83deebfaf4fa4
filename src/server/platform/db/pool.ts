import pg from 'pg'

/**
 * node-postgres with a Pool whose connections always have an `error` listener. Without one, a
 * connection that dies (a PostgreSQL restart, `pg_terminate_backend`, a network cut) emits an
 * unhandled 'error' and takes the whole Node process down: an idle one through the pool, one
 * checked out between two queries (e.g. inside an open transaction) through the client itself.
 * The pool drops the broken client (on release, as it is no longer queryable) and opens a fresh
 * one on the next query, and the query that needed it fails on its own, so logging is all there
 * is to do.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`[db] PostgreSQL connection lost: ${error.message}`)
      })
    })
    // The pool re-emits an idle client's error, which the listener above has already logged.
    this.on('error', () => undefined)
  }
}

export const resilientPg = { ...pg, Pool: ResilientPool } as typeof pg
