'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'

export type InvoiceAction = 'send' | 'mark-paid' | 'pause-reminders' | 'resume-reminders'

/** Where each action's success toast is worded, under `finances.invoiceActions`. */
const TOASTS = {
  send: 'send',
  'mark-paid': 'markPaid',
  'pause-reminders': 'pauseReminders',
  'resume-reminders': 'resumeReminders',
} as const satisfies Record<InvoiceAction, string>

/**
 * An admin's action on one invoice (`POST /api/invoices/:id/<action>`): a toast either way, then
 * the lists it changes (invoices, finances, the audit log) are read again.
 */
export const useInvoiceAction = (action: InvoiceAction) => {
  const { t } = useTranslation('backoffice')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(`invoices/${id}/${action}`, { method: 'POST' }),
    onSuccess: () =>
      toast.success(t(`finances.invoiceActions.${TOASTS[action]}.title`), {
        description: t(`finances.invoiceActions.${TOASTS[action]}.detail`),
      }),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
    onSettled: () =>
      Promise.all(
        ['invoices', 'finances', 'activities'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  })
}
