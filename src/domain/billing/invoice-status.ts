import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** Invoice statuses; an unpaid invoice past its due date reads as Overdue. */
export const INVOICE_STATUS_LABELS = {
  Pending: 'En attente',
  Paid: 'Payée',
  Overdue: 'En retard',
} as const satisfies Labelled<string>

export type InvoiceStatus = keyof typeof INVOICE_STATUS_LABELS
export const INVOICE_STATUSES = valuesOf<InvoiceStatus>(INVOICE_STATUS_LABELS)

/** The status to show: a stored Pending invoice whose due date has passed is Overdue. */
export const effectiveInvoiceStatus = (
  stored: InvoiceStatus,
  dueDate: Date | string,
  now: Date = new Date(),
): InvoiceStatus => {
  if (stored !== 'Pending') return stored
  return new Date(dueDate).getTime() < now.getTime() ? 'Overdue' : 'Pending'
}
