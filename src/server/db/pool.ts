import pg from 'pg'

/**
 * node-postgres with a Pool that always has an `error` listener. Without one, an idle client whose
 * server connection dies (a PostgreSQL restart, `pg_terminate_backend`, a network cut) emits an
 * unhandled 'error' and takes the whole Node process down. The pool drops the broken client and
 * opens a fresh one on the next query, so logging is all there is to do.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error) => {
      console.error(`[db] idle PostgreSQL connection lost: ${error.message}`)
    })
  }
}

export const resilientPg = { ...pg, Pool: ResilientPool } as typeof pg
