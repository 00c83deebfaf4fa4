'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import type { ImportSummary } from '@/server/billing'

/** What a payment changes: the invoices, the finance cards, the credits, the audit log. */
const useRefreshAfterPayment = () => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      ['invoices', 'finances', 'bank-credits', 'activities'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    )
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`

/** The import's answer in one sentence: what was read, paid, and what waits for the admin. */
export const importSummaryText = (summary: ImportSummary) =>
  [
    plural(summary.credits, 'paiement lu', 'paiements lus'),
    summary.paidInvoices.length
      ? `${plural(summary.paidInvoices.length, 'facture payée', 'factures payées')} (${summary.paidInvoices.join(', ')})`
      : null,
    summary.partlyPaidInvoices.length
      ? plural(summary.partlyPaidInvoices.length, 'paiement partiel', 'paiements partiels')
      : null,
    summary.toReview ? `${summary.toReview} à traiter` : null,
    summary.alreadyImported ? `${summary.alreadyImported} déjà importé(s), ignoré(s)` : null,
  ]
    .filter(Boolean)
    .join(' · ')

/** 'Importer un relevé': the file goes to POST /api/bank-credits/import. */
export const useImportStatement = () => {
  const refresh = useRefreshAfterPayment()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.set('file', file)
      return callApi<ImportSummary>('bank-credits/import', { method: 'POST', form })
    },
    onSuccess: (summary) =>
      toast.success('Relevé importé', { description: importSummaryText(summary) }),
    onError: (error) => toast.error('Relevé refusé', { description: error.message }),
    onSettled: refresh,
  })
}

/** 'Rapprocher' (to an invoice) or 'Ignorer' a credit waiting for the admin. */
export const useCreditAction = () => {
  const refresh = useRefreshAfterPayment()
  return useMutation({
    mutationFn: ({ id, invoice }: { id: number; invoice?: number }) =>
      callApi(`bank-credits/${id}/${invoice ? 'assign' : 'ignore'}`, {
        method: 'POST',
        json: invoice ? { invoice } : {},
      }),
    onSuccess: (_answer, { invoice }) =>
      toast.success(invoice ? 'Paiement rapproché' : 'Paiement ignoré'),
    onError: (error) => toast.error('Erreur', { description: error.message }),
    onSettled: refresh,
  })
}
