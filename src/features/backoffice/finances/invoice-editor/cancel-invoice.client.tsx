'use client'

import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal.client'
import { toast } from '@/components/ui/toast'

/**
 * 'Annuler la facture': a sent invoice is withdrawn by its status, never deleted, and keeps its
 * number (the server refuses any other change to it). Asked first: the client has received it.
 */
export const CancelInvoice = ({ id }: { id: number }) => {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const cancel = useMutation({
    mutationFn: () => callApi(`invoices/${id}`, { method: 'PATCH', json: { status: 'Cancelled' } }),
    onSuccess: () => {
      setOpen(false)
      toast.success('Facture annulée', { description: 'Elle garde son numéro.' })
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
          Le client l’a reçue : elle restera dans ses factures, marquée « Annulée », avec son
          numéro. Pour facturer autre chose, créez une nouvelle facture.
        </p>
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
