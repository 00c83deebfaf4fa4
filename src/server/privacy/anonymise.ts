import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { NOT_ENROLLED } from '@/server/accounts'
import { erasedClientName } from '@/server/activity'
import { transactionOf } from '@/server/platform/db/postgres-adapter'
import type { Subject } from './subject'
import { updateManyWithoutHooks, updateOneWithoutHooks } from '@/server/platform/db/without-hooks'

/** An address that can receive nothing (RFC 2606 reserves `.invalid`) and stays unique. */
export const erasedAddress = (userId: number) => `compte-efface-${userId}@efface.invalid`

/**
 * The account stays, as the anonymised client its invoices hang under: every field that named or
 * reached the person is emptied, its second factor and sessions are gone, and its password is
 * replaced by random bytes nobody knows, so nobody can sign in to it again.
 */
export const anonymiseAccount = async (req: PayloadRequest, subject: Subject) => {
  await updateOneWithoutHooks({
    collection: 'users',
    id: subject.userId,
    data: {
      email: erasedAddress(subject.userId),
      firstName: null,
      lastName: null,
      companyName: null,
      contactEmail: null,
      phone: null,
      whatsappLink: null,
      newsletterConsent: false,
      ...NOT_ENROLLED,
      sessions: [],
      salt: randomBytes(32).toString('hex'),
      hash: randomBytes(64).toString('hex'),
      resetPasswordToken: null,
      resetPasswordExpiration: null,
      erasedAt: new Date().toISOString(),
    },
    req,
  })
}

/**
 * Projects stay (their invoices point to them) under a neutral name: a project is usually named
 * after its client. The studio's next-step note about the person goes.
 */
export const anonymiseProjects = async (req: PayloadRequest, subject: Subject) => {
  for (const id of subject.projectIds) {
    await updateOneWithoutHooks({
      collection: 'client-projects',
      id,
      data: { projectName: `Projet ${id}`, nextStep: null },
      req,
    })
  }
}

/** The closed account's subscriptions end with it: no renewal is billed to nobody. */
export const cancelSubscriptions = async (req: PayloadRequest, subject: Subject) => {
  await updateManyWithoutHooks({
    collection: 'subscriptions',
    where: {
      and: [
        { project: { in: subject.projectIds.length ? subject.projectIds : [0] } },
        { status: { not_equals: 'Cancelled' } },
      ],
    },
    data: { status: 'Cancelled' },
    req,
  })
}

/** A payment stays (amount, day, reference, the bank's entry id); the payer's name goes. */
export const forgetPayers = async (req: PayloadRequest, subject: Subject) => {
  if (!subject.invoiceIds.length) return
  await updateManyWithoutHooks({
    collection: 'bank-credits',
    where: {
      or: [
        { invoice: { in: subject.invoiceIds } },
        { suggestedInvoice: { in: subject.invoiceIds } },
      ],
    },
    data: { debtorName: null },
    req,
  })
}

/**
 * The audit log keeps every entry (what happened, when, to which row) without the person: its
 * name as an author or an item's client becomes 'Client anonymisé', its name as an item and the
 * notes about it (names, addresses) go;
 * an invoice's note, its number, stays. The log is append-only below the app: this transaction
 * alone is let through, by a setting that ends with it (see the migration of the trigger).
 */
export const anonymiseActivities = async (req: PayloadRequest, subject: Subject) => {
  const db = await transactionOf(req)
  await db.execute(sql`select set_config('studio.erasure', 'on', true)`)
  await updateManyWithoutHooks({
    collection: 'activities',
    where: { actorId: { equals: String(subject.userId) } },
    data: { actor: erasedClientName() },
    req,
  })
  const about = (entityType: string, ids: number[]): Where[] =>
    ids.length ? [{ entityType: { equals: entityType }, entityId: { in: ids.map(String) } }] : []
  await updateManyWithoutHooks({
    collection: 'activities',
    where: {
      and: [
        { note: { exists: true } },
        {
          or: [
            ...about('user', [subject.userId]),
            ...about('submission', subject.submissionIds),
            ...about('project', subject.projectIds),
            ...about('request', subject.requestIds),
          ],
        },
      ],
    },
    data: { note: null },
    req,
  })
  // What the entries name: the person (as an item) goes, and the client of its rows is anonymised.
  const rows = [...about('user', [subject.userId]), ...about('submission', subject.submissionIds)]
  await updateManyWithoutHooks({
    collection: 'activities',
    where: { or: rows },
    data: { entityLabel: null },
    req,
  })
  await updateManyWithoutHooks({
    collection: 'activities',
    where: {
      and: [
        { entityClient: { exists: true } },
        {
          or: [
            ...rows,
            ...about('project', subject.projectIds),
            ...about('request', subject.requestIds),
            ...about('invoice', subject.invoiceIds),
          ],
        },
      ],
    },
    data: { entityClient: erasedClientName() },
    req,
  })
  await db.execute(sql`select set_config('studio.erasure', 'off', true)`)
}
