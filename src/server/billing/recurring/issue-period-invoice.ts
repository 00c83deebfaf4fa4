import type { ClientProject, User } from '@payload-types'
import type { Payload } from 'payload'

import { toHundredths, fromHundredths } from '@/domain/billing/exact-decimal'
import { draftInvoiceDates, paymentDaysOf } from '@/domain/billing/invoice-dates'
import {
  type CalendarDay,
  isRenewalDue,
  periodFrom,
  periodLabel,
  periodPriceCentimes,
} from '@/domain/billing/subscription-periods'
import { DEFAULT_VAT_RATE } from '@/domain/billing/vat'
import { preferredLanguageOf } from '@/domain/users/language'

import { logActivity, SKIP_AUDIT, type JournalAction } from '@/server/activity'
import { issueInvoice } from '../invoices/send-invoice'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { storedDay, studioDay } from './studio-days'

/** The log's entry of a period's invoice ('Facture d’abonnement créée'). */
export const RECURRING_INVOICE_ACTION: JournalAction = 'subscriptionInvoiceCreated'

// System code: the job acts for no user; it reads and writes only the subscription it bills,
// its invoice and the studio's settings.
const system = { overrideAccess: true } as const

/**
 * Bills the next period of one subscription if its renewal day has come, in one transaction on
 * the locked subscription: the period's invoice is created (one line: the plan and the period, in
 * the client's language), sent as 'Envoyer' sends it (numbered, its mail queued for after the
 * commit), logged, and the renewal date moves on by one interval. A second run waits for the
 * lock and finds the renewal date moved on; should anything else try, the unique (subscription,
 * period) index refuses the second invoice. Returns the invoice's id, or null when nothing was due.
 */
export const issuePeriodInvoice = (
  payload: Payload,
  subscriptionId: number,
  today: CalendarDay,
  now: number,
) =>
  inTransaction(payload, null, async (req) => {
    if (!(await lockRow(req, 'subscriptions', subscriptionId))) return null
    const subscription = await payload.findByID({
      collection: 'subscriptions',
      id: subscriptionId,
      depth: 2,
      req,
      ...system,
    })
    if (subscription.status !== 'Active' || !subscription.renewsAt) return null
    const renewsOn = studioDay(subscription.renewsAt)
    if (!isRenewalDue(renewsOn, today)) return null
    const period = periodFrom(
      renewsOn,
      studioDay(subscription.startedAt),
      subscription.billingInterval,
    )
    const project = subscription.project as ClientProject
    const client = project.user as User | null | undefined
    const description = `${subscription.plan} — ${periodLabel(period, preferredLanguageOf(client))}`
    const monthlyCentimes = toHundredths(subscription.mrrChf)
    // The field's validation keeps whole centimes; a price read otherwise is never billed.
    if (monthlyCentimes === null) throw new Error(`price ${subscription.mrrChf} is not in centimes`)
    const { billing } = await payload.findGlobal({ slug: 'settings', depth: 0, req, ...system })
    const { vatNumber } = await payload.findGlobal({ slug: 'studio-identity', depth: 0, req })
    const invoice = await payload.create({
      collection: 'invoices',
      data: {
        project: project.id,
        status: 'Draft',
        subscription: subscriptionId,
        subscriptionPeriod: period.start,
        lines: [
          {
            description,
            quantity: 1,
            unitPrice: fromHundredths(
              periodPriceCentimes(monthlyCentimes, subscription.billingInterval),
            ),
            // A studio without a VAT number is not registered for VAT and charges none.
            vatRate: vatNumber ? DEFAULT_VAT_RATE : '0',
          },
        ],
        ...draftInvoiceDates(now, paymentDaysOf(billing?.paymentTermDays)),
      },
      depth: 0,
      req,
      // This action's entry is the one below, naming the subscription and the period.
      context: { [SKIP_AUDIT]: true },
      ...system,
    })
    await logActivity(req, {
      entityType: 'invoice',
      entityId: invoice.id,
      action: RECURRING_INVOICE_ACTION,
      note: description,
    })
    await issueInvoice(req, invoice.id, system, now)
    await payload.update({
      collection: 'subscriptions',
      id: subscriptionId,
      data: { renewsAt: storedDay(period.next) },
      depth: 0,
      req,
      context: { [SKIP_AUDIT]: true },
      ...system,
    })
    return invoice.id
  })
