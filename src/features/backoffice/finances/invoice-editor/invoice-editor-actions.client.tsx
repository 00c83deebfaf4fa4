'use client'

import { useRouter } from 'next/navigation'

import { Button, buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { effectiveInvoiceStatus } from '@/domain/billing/invoice-status'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { useInvoiceAction } from '../use-invoice-action'
import { CancelInvoice } from './cancel-invoice.client'
import type { EditedInvoice } from './invoice-editor.client'

const pdfUrl = (id: number) => `/api/invoices/${id}/pdf`

/**
 * A draft: save, preview its PDF (saved first, so it shows what is on screen) and send it. A sent
 * invoice: its PDF, and 'Marquer payé' or 'Annuler la facture' while it is unpaid; a cancelled
 * one: its PDF and its credit note's. The API serves
 * PDFs as downloads under a sandboxing policy that no frame or tab may render, so the preview is
 * downloaded too.
 */
export const InvoiceEditorActions = ({
  invoice,
  editable,
  saving,
  saved,
  showStored,
}: {
  invoice: EditedInvoice | null
  editable: boolean
  saving: boolean
  saved: () => Promise<number | null>
  showStored: (id: number) => void
}) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const send = useInvoiceAction('send')
  const markPaid = useInvoiceAction('mark-paid')
  const busy = saving || send.isPending
  /** Runs `then` on the draft as the form shows it, once saved; a refused save says why. */
  const afterSave = (then: (id: number) => void) => async () => {
    const id = await saved()
    if (id !== null) then(id)
  }

  if (!editable && invoice) {
    const status = effectiveInvoiceStatus(invoice.status, `${invoice.values.dueDate}T23:59:59Z`)
    return (
      <div className="flex flex-wrap gap-2">
        <a href={pdfUrl(invoice.id)} className={buttonClasses('outline')}>
          <Icon name="file-down" className="size-4" /> {t('invoiceEditor.actions.downloadPdf')}
        </a>
        {invoice.creditNoteNumber ? (
          <a href={`/api/invoices/${invoice.id}/credit-note`} className={buttonClasses('outline')}>
            <Icon name="file-down" className="size-4" />{' '}
            {t('invoiceEditor.actions.creditNote', { number: invoice.creditNoteNumber })}
          </a>
        ) : null}
        {status === 'Pending' || status === 'Overdue' ? (
          <Button
            variant="outline"
            disabled={markPaid.isPending}
            onClick={() => markPaid.mutate(invoice.id, { onSuccess: () => router.refresh() })}
          >
            <Icon name="circle-check" className="size-4" /> {t('invoiceEditor.actions.markPaid')}
          </Button>
        ) : null}
        {status === 'Pending' || status === 'Overdue' ? <CancelInvoice id={invoice.id} /> : null}
      </div>
    )
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {t('invoiceEditor.actions.saveDraft')}
      </Button>
      <Button
        variant="outline"
        disabled={busy}
        onClick={afterSave((id) => {
          window.location.assign(pdfUrl(id))
          if (!invoice) showStored(id)
        })}
      >
        <Icon name="eye" className="size-4" /> {t('invoiceEditor.actions.preview')}
      </Button>
      <Button
        variant="outline"
        disabled={busy}
        onClick={afterSave((id) => send.mutate(id, { onSettled: () => showStored(id) }))}
      >
        <Icon name="mail" className="size-4" /> {t('invoiceEditor.actions.send')}
      </Button>
    </div>
  )
}
