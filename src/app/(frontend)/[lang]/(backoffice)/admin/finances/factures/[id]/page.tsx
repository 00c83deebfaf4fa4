import config from '@payload-config'
import type { Invoice } from '@payload-types'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { StatusBadge } from '@/components/ui/status-badge'
import { effectiveInvoiceStatus } from '@/domain/billing/invoice-status'
import { formatDay } from '@/domain/dates/format'
import { InvoiceEditor } from '@/features/backoffice/finances/invoice-editor/invoice-editor.client'
import { InvoiceEditorShell } from '@/features/backoffice/finances/invoice-editor/invoice-editor-shell'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { draftInputOf, invoiceEditorOptions } from '@/server/billing'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('invoiceEditor.metaTitle') }

type Props = { params: Promise<{ id: string }> }

/** What the invoice is to the client: a draft it cannot see, sent and frozen, or cancelled. */
const introOf = (invoice: Invoice) => {
  if (invoice.status === 'Draft') return t('invoiceEditor.draftIntro')
  if (invoice.creditNoteNumber && invoice.cancelledAt) {
    const cancelled = {
      date: formatDay(invoice.cancelledAt, 'fr'),
      number: invoice.creditNoteNumber,
    }
    return invoice.cancelReason
      ? t('invoiceEditor.cancelledIntroReason', { ...cancelled, reason: invoice.cancelReason })
      : t('invoiceEditor.cancelledIntro', cancelled)
  }
  return t('invoiceEditor.sentIntro')
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
      title={
        invoice.invoiceNumber
          ? t('invoiceEditor.title', { number: invoice.invoiceNumber })
          : t('invoiceEditor.draftTitle', { id: invoice.id })
      }
      intro={introOf(invoice)}
      badge={<StatusBadge status={status} label={t(`invoiceStatus.${status}`, { ns: 'labels' })} />}
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
