import type { PayloadRequest, Where } from 'payload'

import { lockKey } from '@/server/platform/db/lock'

/** The one row `where` names, read in `req`'s transaction (system code: no user acts). */
export const findSubscriber = async (req: PayloadRequest, where: Where) => {
  const { docs } = await req.payload.find({
    collection: 'newsletter-subscribers',
    where,
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

/**
 * The row of an address, after taking the address's lock for the rest of the transaction:
 * requests about one address (a double click, a confirmation) run one after the other.
 */
export const lockSubscriber = async (req: PayloadRequest, email: string) => {
  await lockKey(req, `newsletter:${email}`)
  return findSubscriber(req, { email: { equals: email } })
}
