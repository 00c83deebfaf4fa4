import type { Payload, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'

import { Refusal } from '@/server/platform/http/refusal'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { applyCredits } from './apply-credits'

const CREDIT_NOT_FOUND = 'bankImport.creditNotFound'
export const CREDIT_ALREADY_HANDLED = 'bankImport.creditAlreadyHandled'
export const INVOICE_NOT_PAYABLE = 'bankImport.invoiceNotPayable'

/** The credit, locked, while it still waits for the admin. */
const lockWaitingCredit = async (
  payload: Payload,
  req: Parameters<typeof lockRow>[0],
  creditId: number,
) => {
  if (!(await lockRow(req, 'bank_credits', creditId))) throw new Refusal(404, CREDIT_NOT_FOUND)
  // Credits are closed to the API (see the collection); the actor is an admin, checked before.
  const credit = await payload.findByID({
    collection: 'bank-credits',
    id: creditId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (credit.status !== 'unmatched') throw new Refusal(409, CREDIT_ALREADY_HANDLED)
  return credit
}

/**
 * 'Rapprocher': the admin applies a waiting credit to a sent, unpaid invoice (the suggested one
 * or another). The invoice's paid amount follows, as for a credit matched by its reference.
 */
export const assignBankCredit = async (
  payload: Payload,
  admin: TypedUser,
  creditId: number,
  invoiceId: unknown,
) => {
  if (!isAdmin(admin)) throw new Refusal(404, CREDIT_NOT_FOUND)
  if (typeof invoiceId !== 'number' || !Number.isSafeInteger(invoiceId) || invoiceId <= 0) {
    throw new Refusal(400, 'bankImport.chooseInvoice')
  }
  return inTransaction(payload, admin, async (req) => {
    await lockWaitingCredit(payload, req, creditId)
    if (!(await lockRow(req, 'invoices', invoiceId))) throw new Refusal(404, 'invoice.notFound')
    const invoice = await payload.findByID({
      collection: 'invoices',
      id: invoiceId,
      depth: 0,
      req,
      user: admin,
      overrideAccess: false,
    })
    if (invoice.status !== 'Pending') throw new Refusal(409, INVOICE_NOT_PAYABLE)
    await payload.update({
      collection: 'bank-credits',
      id: creditId,
      data: { status: 'matched', invoice: invoiceId, suggestedInvoice: null, note: null },
      req,
      overrideAccess: true,
    })
    const [applied] = await applyCredits(req, [invoiceId])
    return applied!
  })
}

/** 'Ignorer': a waiting credit that pays no invoice (a refund, a transfer) is set aside. */
export const ignoreBankCredit = async (payload: Payload, admin: TypedUser, creditId: number) => {
  if (!isAdmin(admin)) throw new Refusal(404, CREDIT_NOT_FOUND)
  await inTransaction(payload, admin, async (req) => {
    await lockWaitingCredit(payload, req, creditId)
    await payload.update({
      collection: 'bank-credits',
      id: creditId,
      data: { status: 'ignored' },
      req,
      overrideAccess: true,
    })
  })
}
