'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'

/**
 * An admin's action on one invoice (`POST /api/invoices/:id/<action>`): a toast either way, then
 * the lists it changes (invoices, finances, the audit log) are read again.
 */
export type InvoiceAction = 'send' | 'mark-paid' | 'pause-reminders' | 'resume-reminders'

export const useInvoiceAction = (action: InvoiceAction, success: string, detail: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(`invoices/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => toast.success(success, { description: detail }),
    onError: (error) => toast.error('Erreur', { description: error.message }),
    onSettled: () =>
      Promise.all(
        ['invoices', 'finances', 'activities'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  })
}
