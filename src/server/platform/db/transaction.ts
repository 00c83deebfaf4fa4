import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

/**
 * Runs a use case's writes in one transaction, acting as `user`: every Local API call given the
 * `req` joins it. Committed when `work` resolves, rolled back (and the error rethrown) otherwise.
 * `i18n`, an HTTP request's, keeps the messages of hooks (a weak password) in the asker's language.
 */
export const inTransaction = async <T>(
  payload: Payload,
  user: TypedUser | null,
  work: (req: PayloadRequest) => Promise<T>,
  i18n?: PayloadRequest['i18n'],
): Promise<T> => {
  const req = await createLocalReq(
    { ...(user && { user }), ...(i18n && { req: { i18n } }) },
    payload,
  )
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
