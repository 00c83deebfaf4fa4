import type { CollectionBeforeOperationHook } from 'payload'

import { lockRow, type LockableTable } from '@/server/platform/db/lock'

/**
 * Payload writes a document's whole row on every update, from the row it read first: two quick
 * edits of different fields (an admin tabbing through a table, or two admins) would each write the
 * other's old value back. Locking the row before that read makes concurrent updates of one
 * document run one after the other, each building on the previous one.
 */
export const serializeUpdates =
  (table: LockableTable): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const id = (args as { id?: number | string }).id
    if (operation === 'update' && id !== undefined && (await req.transactionID)) {
      await lockRow(req, table, Number(id))
    }
    return args
  }
