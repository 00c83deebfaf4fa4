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

/**
 * 'Annuler la facture': a sent invoice is withdrawn by a credit note, never deleted, and keeps its
 * number; the client receives the credit note by e-mail. Asked first, with an optional reason
 * printed on the credit note: the client has received the invoice.
 */
export const CancelInvoice = ({ id }: { id: number }) => {
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
      toast.success('Facture annulée', {
        description: `Note de crédit ${creditNoteNumber} envoyée au client. La facture garde son numéro.`,
      })
      router.refresh()
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  })
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Annuler la facture
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Annuler cette facture ?">
        <p className="text-slate-700 dark:text-slate-300">
          Le client l’a reçue : une note de crédit l’annule et lui est envoyée par e-mail. La
          facture reste dans ses factures, marquée « Annulée », avec son numéro. Pour facturer autre
          chose, créez une nouvelle facture.
        </p>
        <TextareaField
          label="Motif (facultatif)"
          hint="Imprimé sur la note de crédit"
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          className="min-h-24"
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Garder la facture
          </Button>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            Annuler la facture
          </Button>
        </div>
      </Modal>
    </>
  )
}
