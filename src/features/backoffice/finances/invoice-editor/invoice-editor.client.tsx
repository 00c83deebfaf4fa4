'use client'

import { useRouter } from 'next/navigation'
import { FormProvider, useForm } from 'react-hook-form'

import { useValidationMessage } from '@/components/forms/use-validation-message'
import { zodResolver } from '@/components/forms/zod-resolver'
import { Field, TextareaField } from '@/components/ui/field'
import {
  emptyInvoiceDraft,
  invoiceDraftSchema,
  type InvoiceDraftInput,
} from '@/domain/billing/invoice-draft'
import { defaultDueDay } from '@/domain/billing/invoice-dates'
import { INVOICE_NOTES_MAX } from '@/domain/billing/invoice-lines'
import type { InvoiceStatus } from '@/domain/billing/invoice-status'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { InvoiceEditorOptions } from '@/server/billing'

import { InvoiceEditorActions } from './invoice-editor-actions.client'
import { invoicePath } from './invoice-path'
import { InvoiceLinesFields } from './invoice-lines-fields.client'
import { InvoiceTotals } from './invoice-totals.client'
import { ProjectPicker } from './project-picker.client'
import { useSaveInvoice } from './use-save-invoice'

/** A stored invoice as the editor opens it. */
export type EditedInvoice = {
  id: number
  status: InvoiceStatus
  roundToFiveCentimes: boolean
  /** The credit note that cancelled it, once cancelled. */
  creditNoteNumber: string | null
  values: InvoiceDraftInput
}

/**
 * The invoice editor: a new draft, or a stored one. A draft is saved, previewed and sent from
 * here; a sent invoice is shown as it went out, read-only (its lines are frozen on the server).
 */
export const InvoiceEditor = ({
  options,
  invoice,
}: {
  options: InvoiceEditorOptions
  invoice: EditedInvoice | null
}) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const roundToFiveCentimes = invoice?.roundToFiveCentimes ?? options.roundToFiveCentimes
  const form = useForm<InvoiceDraftInput>({
    resolver: zodResolver(
      invoiceDraftSchema(options.vatRates, options.vatNumberKnown, roundToFiveCentimes),
    ),
    defaultValues:
      invoice?.values ??
      emptyInvoiceDraft(options.today, options.vatRates, options.paymentTermDays),
  })
  const saver = useSaveInvoice(form, invoice?.id ?? null)
  const editable = !invoice || invoice.status === 'Draft'
  // Read while rendering: react-hook-form tracks only the states a render reads.
  const { errors, dirtyFields, isDirty } = form.formState
  const validationMessage = useValidationMessage()

  /**
   * Shows the stored invoice as the server has it: a new draft moves to its own page, titled as a
   * draft with its status (the new-invoice page knows neither); an existing one is read again.
   */
  const showStored = (id: number) =>
    invoice ? router.refresh() : router.replace(invoicePath(id), { scroll: false })

  /** Saves when something changed; the draft's id once it is stored as shown. */
  const saved = () =>
    new Promise<number | null>((resolve) => {
      if (saver.id !== null && !isDirty) return resolve(saver.id)
      void form.handleSubmit(
        async (values) => {
          const id = await saver.save(values)
          resolve(id)
        },
        () => resolve(null),
      )()
    })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // A new draft, once saved, is shown on its own page.
          void saved().then((id) => {
            if (id !== null && !invoice) showStored(id)
          })
        }}
        className="flex flex-col gap-6"
      >
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-6">
          <ProjectPicker projects={options.projects} editable={editable} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field
              type="date"
              label={t('invoiceEditor.invoiceDate')}
              error={validationMessage(errors.invoiceDate)}
              {...form.register('invoiceDate', {
                // A new due date follows the invoice date until the admin sets one.
                onChange: (event: { target: { value: string } }) => {
                  if (!dirtyFields.dueDate && /^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) {
                    form.setValue(
                      'dueDate',
                      defaultDueDay(event.target.value, options.paymentTermDays),
                    )
                  }
                },
              })}
            />
            <Field
              type="date"
              label={t('invoiceEditor.dueDate')}
              hint={
                editable
                  ? options.paymentTermDays
                    ? t('invoiceEditor.dueDefault', { days: options.paymentTermDays })
                    : t('invoiceEditor.dueOnReceipt')
                  : undefined
              }
              error={validationMessage(errors.dueDate)}
              {...form.register('dueDate')}
            />
          </div>
          <InvoiceLinesFields vatRates={options.vatRates} editable={editable} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr]">
            <Field
              label={t('invoiceEditor.discount')}
              inputMode="decimal"
              hint={t('invoiceEditor.optional')}
              error={validationMessage(errors.discount)}
              {...form.register('discount')}
            />
            <TextareaField
              label={t('invoiceEditor.notes')}
              hint={t('invoiceEditor.notesHint', { max: INVOICE_NOTES_MAX })}
              rows={3}
              maxLength={INVOICE_NOTES_MAX}
              className="min-h-24"
              error={validationMessage(errors.notes)}
              {...form.register('notes')}
            />
          </div>
        </fieldset>
        <InvoiceTotals control={form.control} roundToFiveCentimes={roundToFiveCentimes} />
        <InvoiceEditorActions
          invoice={invoice}
          editable={editable}
          saving={saver.isPending}
          saved={saved}
          showStored={showStored}
        />
      </form>
    </FormProvider>
  )
}
