import config from '@payload-config'
import type { Invoice } from '@payload-types'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { StatusBadge } from '@/components/ui/status-badge'
import { effectiveInvoiceStatus, INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'
import { formatDay } from '@/domain/dates/format'
import { InvoiceEditor } from '@/features/backoffice/finances/invoice-editor/invoice-editor.client'
import { InvoiceEditorShell } from '@/features/backoffice/finances/invoice-editor/invoice-editor-shell'
import { requireBackOfficeUser } from '@/server/accounts'
import { draftInputOf, invoiceEditorOptions } from '@/server/billing'

export const metadata = { title: 'Facture' }

type Props = { params: Promise<{ id: string }> }

/** What the invoice is to the client: a draft it cannot see, sent and frozen, or cancelled. */
const introOf = (invoice: Invoice) => {
  if (invoice.status === 'Draft') {
    return 'Un brouillon, invisible pour le client ; il reçoit son numéro à l’envoi.'
  }
  if (invoice.creditNoteNumber && invoice.cancelledAt) {
    const reason = invoice.cancelReason ? ` Motif : ${invoice.cancelReason}` : ''
    return `Annulée le ${formatDay(invoice.cancelledAt, 'fr')} par la note de crédit ${invoice.creditNoteNumber}, envoyée au client.${reason}`
  }
  return 'Envoyée au client : ses lignes ne peuvent plus changer. Pour la retirer, annulez-la.'
}

/** /admin/finances/factures/<id>: a draft to edit, or a sent invoice as it went out. */
const InvoicePage = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const [invoice, options] = await Promise.all([
    payload
      .findByID({ collection: 'invoices', id, depth: 0, user, overrideAccess: false })
      .catch(() => notFound()),
    invoiceEditorOptions(payload, user),
  ])
  const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
  return (
    <InvoiceEditorShell
      title={invoice.invoiceNumber ? `Facture ${invoice.invoiceNumber}` : `Brouillon ${invoice.id}`}
      intro={introOf(invoice)}
      badge={<StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} />}
    >
      <InvoiceEditor
        options={options}
        invoice={{
          id: invoice.id,
          status: invoice.status,
          roundToFiveCentimes: Boolean(invoice.roundToFiveCentimes),
          creditNoteNumber: invoice.creditNoteNumber ?? null,
          values: draftInputOf(invoice),
        }}
      />
    </InvoiceEditorShell>
  )
}

export default InvoicePage
