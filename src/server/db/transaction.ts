import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

/**
 * Runs a use case's writes in one transaction, acting as `user`: every Local API call given the
 * `req` joins it. Committed when `work` resolves, rolled back (and the error rethrown) otherwise.
 */
export const inTransaction = async <T>(
  payload: Payload,
  user: TypedUser | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> => {
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
