import type { BasePayload, PayloadRequest } from 'payload'

type Adapter = BasePayload['db']
type InTransaction<Args> = Omit<Args, 'req' | 'returning'> & { req: PayloadRequest }

/*
 * Writes to a collection's table through the database adapter, in `req`'s transaction, with no
 * hook, validation or access rule. Every other write goes through the Local API; these are the
 * few that must not run the collection's hooks, each caller saying why: a value derived after the
 * hooks ran, Payload's own auth fields (as its login and password reset write them), file records
 * whose upload hooks would delete the files before the commit, an erasure or anonymisation that
 * writes one audit entry for the whole, and a bank import's thousands of invoices under its
 * budget. Kept here, beside the adapter's other uses, so a Payload upgrade is checked in one place
 * and the guard test (no-sql-writes.test.ts) can refuse every other path.
 */

export const updateOneWithoutHooks = async (
  args: InTransaction<Parameters<Adapter['updateOne']>[0]>,
) => {
  await args.req.payload.db.updateOne({ ...args, returning: false } as Parameters<
    Adapter['updateOne']
  >[0])
}

export const updateManyWithoutHooks = async (
  args: InTransaction<Parameters<Adapter['updateMany']>[0]>,
) => {
  await args.req.payload.db.updateMany({ ...args, returning: false } as Parameters<
    Adapter['updateMany']
  >[0])
}

export const deleteManyWithoutHooks = async (
  args: InTransaction<Parameters<Adapter['deleteMany']>[0]>,
) => {
  await args.req.payload.db.deleteMany(args)
}
