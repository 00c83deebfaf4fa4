'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'

import { callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { ImportSummary, StatementPreview } from '@/server/billing'

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

/**
 * The import's answer in one sentence: what was read, paid, and what waits for the admin; in the
 * future tense (`preview`) for what applying the file will do.
 */
export const importSummaryText = (
  summary: ImportSummary,
  t: TFunction<'backoffice'>,
  tense: 'summary' | 'preview' = 'summary',
) =>
  [
    t(`finances.import.${tense}.credits`, { count: summary.credits }),
    summary.paidInvoices.length
      ? t(`finances.import.${tense}.paid`, {
          count: summary.paidInvoices.length,
          numbers: summary.paidInvoices.join(', '),
        })
      : null,
    summary.partlyPaidInvoices.length
      ? t(`finances.import.${tense}.partlyPaid`, { count: summary.partlyPaidInvoices.length })
      : null,
    summary.toReview ? t(`finances.import.${tense}.toReview`, { total: summary.toReview }) : null,
    summary.alreadyImported
      ? t(`finances.import.${tense}.alreadyImported`, { total: summary.alreadyImported })
      : null,
  ]
    .filter(Boolean)
    .join(' · ')

const sendStatement = <Answer>(path: 'preview' | 'import', file: File) => {
  const form = new FormData()
  form.set('file', file)
  return callApi<Answer>(`bank-credits/${path}`, { method: 'POST', form })
}

/** What the file would do, read by POST /api/bank-credits/preview: nothing is stored. */
export const usePreviewStatement = () =>
  useMutation({ mutationFn: (file: File) => sendStatement<StatementPreview>('preview', file) })

/** 'Appliquer': the file goes to POST /api/bank-credits/import. */
export const useImportStatement = () => {
  const { t } = useTranslation('backoffice')
  const refresh = useRefreshAfterPayment()
  return useMutation({
    mutationFn: (file: File) => sendStatement<ImportSummary>('import', file),
    onSuccess: (summary) =>
      toast.success(t('finances.import.done'), { description: importSummaryText(summary, t) }),
    onError: (error) => toast.error(t('finances.import.refused'), { description: error.message }),
    onSettled: refresh,
  })
}

/** 'Rapprocher' (to an invoice) or 'Ignorer' a credit waiting for the admin. */
export const useCreditAction = () => {
  const { t } = useTranslation('backoffice')
  const refresh = useRefreshAfterPayment()
  return useMutation({
    mutationFn: ({ id, invoice }: { id: number; invoice?: number }) =>
      callApi(`bank-credits/${id}/${invoice ? 'assign' : 'ignore'}`, {
        method: 'POST',
        json: invoice ? { invoice } : {},
      }),
    onSuccess: (_answer, { invoice }) =>
      toast.success(t(invoice ? 'finances.credits.assigned' : 'finances.credits.ignored')),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
    onSettled: refresh,
  })
}
