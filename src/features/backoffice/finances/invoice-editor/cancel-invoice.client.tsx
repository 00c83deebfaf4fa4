'use client'

import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal.client'
import { toast } from '@/components/ui/toast'
import { CANCEL_REASON_MAX } from '@/domain/billing/credit-note'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * 'Annuler la facture': a sent invoice is withdrawn by a credit note, never deleted, and keeps its
 * number; the client receives the credit note by e-mail. Asked first, with an optional reason
 * printed on the credit note: the client has received the invoice.
 */
export const CancelInvoice = ({ id }: { id: number }) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const cancel = useMutation({
    mutationFn: () =>
      callApi<{ creditNoteNumber: string }>(`invoices/${id}/cancel`, {
        method: 'POST',
        json: { reason },
      }),
    onSuccess: ({ creditNoteNumber }) => {
      setOpen(false)
      toast.success(t('invoiceEditor.cancel.done'), {
        description: t('invoiceEditor.cancel.doneDetail', { number: creditNoteNumber }),
      })
      router.refresh()
    },
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('invoiceEditor.cancel.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('invoiceEditor.cancel.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t('invoiceEditor.cancel.body')}</p>
        <TextareaField
          label={t('invoiceEditor.cancel.reason')}
          hint={t('invoiceEditor.cancel.reasonHint')}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          className="min-h-24"
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('invoiceEditor.cancel.keep')}
          </Button>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('invoiceEditor.cancel.open')}
          </Button>
        </div>
      </Modal>
    </>
  )
}
