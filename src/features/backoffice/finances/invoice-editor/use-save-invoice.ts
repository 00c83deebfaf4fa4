'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { SERVER_ERROR } from '@/components/forms/use-validation-message'
import { toast } from '@/components/ui/toast'
import { invoicePayload, type InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { useTranslation } from '@/i18n/i18n-provider.client'

type Saved = { doc: { id: number } }

/**
 * Saves the draft through Payload's REST API as the admin: created once (POST), then updated
 * (PATCH) under the id it got, so a second click, even during the first save, never makes a
 * second draft. The server prices it again; its refusals go under their fields.
 */
export const useSaveInvoice = (
  form: UseFormReturn<InvoiceDraftInput>,
  initialId: number | null,
) => {
  const { t } = useTranslation('backoffice')
  const queryClient = useQueryClient()
  const [id, setId] = useState(initialId)
  // Read by the next save at once, not after a render: a second click must not create again.
  const stored = useRef(initialId)
  // The mutation's pending state reaches the button on the next render; a double click is faster.
  const saving = useRef<Promise<number | null> | null>(null)
  const mutation = useMutation({
    mutationFn: (values: InvoiceDraftInput) =>
      stored.current === null
        ? callApi<Saved>('invoices', { json: invoicePayload(values), lang: 'fr' })
        : callApi<Saved>(`invoices/${stored.current}`, {
            method: 'PATCH',
            json: invoicePayload(values),
            // The back office is French: the server's refusals too, whatever the browser's.
            lang: 'fr',
          }),
    onSuccess: ({ doc }, values) => {
      stored.current = doc.id
      setId(doc.id)
      form.reset(values)
      toast.success(t('invoiceEditor.saved'), { description: t('invoiceEditor.savedDetail') })
      void queryClient.invalidateQueries({ queryKey: ['invoices'] })
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : []
      for (const { field, message } of fields) {
        form.setError(field as keyof InvoiceDraftInput, { type: SERVER_ERROR, message })
      }
      // Payload's own summary of a refused field is English and names it by its path: the
      // field's message says what to correct, in the page's language.
      toast.error(t('invoiceEditor.notSaved'), {
        description: fields[0]?.message ?? error.message,
      })
    },
  })
  /** The saved draft's id, or null when it was refused (the form says why). */
  const save = (values: InvoiceDraftInput) =>
    (saving.current ??= mutation
      .mutateAsync(values)
      .then(({ doc }) => doc.id)
      // Reported by onError, under the fields and in a toast.
      .catch(() => null)
      .finally(() => {
        saving.current = null
      }))
  return { id, save, isPending: mutation.isPending }
}
