import type { Payload, TypedUser } from 'payload'

import { isAdmin, isClient } from '@/access/roles'

import { erasedClientName, journalT, logActivity } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'
import { lockRow } from '@/server/platform/db/lock'
import { transactionOf } from '@/server/platform/db/postgres-adapter'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { personalCollections } from './personal-data'
import { subjectOf } from './subject'
import { deleteManyWithoutHooks } from '@/server/platform/db/without-hooks'

/**
 * nFADP art. 32: a client's personal data erased, in one transaction under the account's lock.
 * Each collection's rows about the person are removed, kept or rewritten as PERSONAL_DATA says:
 * the account stays closed and anonymised, with its invoices (CO art. 958f). The audit log
 * records the erasure without the erased data; the removal of the person's files and the
 * studio's notice are queued, and run once the erasure has committed.
 */
export const erasePerson = async (payload: Payload, asker: TypedUser, userId: number) => {
  const bySelf = Number(asker.id) === userId
  if (!isAdmin(asker) && !(isClient(asker) && bySelf)) {
    throw new Refusal(404, 'account.notFound')
  }
  const jobIds = await inTransaction(payload, asker, async (req) => {
    if (!(await lockRow(req, 'users', userId))) throw new Refusal(404, 'account.notFound')
    const account = await req.payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      req,
      user: asker,
      overrideAccess: false,
    })
    if (account.role !== 'client') {
      throw new Refusal(409, 'privacy.eraseClientOnly')
    }
    if (account.erasedAt) throw new Refusal(409, 'privacy.alreadyErased')
    const subject = await subjectOf(await transactionOf(req), userId)
    if (!subject) throw new Refusal(404, 'account.notFound')
    const { docs: exports } = await req.payload.db.find({
      collection: 'data-exports',
      where: { subject: { equals: userId } },
      pagination: false,
      req,
    })
    for (const { slug, rule } of personalCollections()) {
      if (rule.erase === 'keep') continue
      // Through the database adapter: no collection hook removes a file before the commit or
      // writes one audit entry per row; the one entry below stands for the whole erasure.
      if (rule.erase === 'delete') {
        await deleteManyWithoutHooks({ collection: slug, where: rule.where(subject), req })
      } else await rule.erase(req, subject)
    }
    await logActivity(req, {
      entityType: 'user',
      entityId: userId,
      action: 'personalDataErased',
      note: journalT()(
        bySelf ? 'journalEntries.notes.erasedBySelf' : 'journalEntries.notes.erasedByAdmin',
      ),
      ...(bySelf && { actor: erasedClientName() }),
    })
    const files = await req.payload.jobs.queue({
      task: 'removeErasedFiles',
      input: {
        submissionIds: subject.submissionIds,
        projectIds: subject.projectIds,
        exportIds: exports.map(({ id }) => Number(id)),
      },
      req,
    })
    const notice = await req.payload.jobs.queue({
      task: 'notifyStudioOfErasure',
      input: { userId, bySelf },
      req,
    })
    return [files.id, notice.id]
  })
  startJobsNow(payload, jobIds)
}
