'use client'

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'

import { useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { newLineRate, type InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { DESCRIPTION_MAX, MAX_LINES } from '@/domain/billing/invoice-lines'
import type { VatRate } from '@/domain/billing/vat'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { VatSettingLink } from './vat-setting-link.client'

/**
 * The invoice's lines: description, quantity, unit price and VAT rate (those the settings offer),
 * each with its message (a refused rate with a link to the setting that allows it); on a phone
 * one line is a card, from `sm` a row.
 */
export const InvoiceLinesFields = ({
  vatRates,
  editable,
}: {
  vatRates: VatRate[]
  /** A sent invoice's lines are shown as they went out: no line to add or remove. */
  editable: boolean
}) => {
  const { t } = useTranslation('backoffice')
  // Whole: a rate's key ('8.1') holds the key separator.
  const rateLabels = t('vatRate', { ns: 'labels', returnObjects: true })
  const { control, register, formState } = useFormContext<InvoiceDraftInput>()
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' })
  const validationMessage = useValidationMessage()
  const errors = formState.errors.lines
  // The list's own error: the schema's (a key), or the server's (translated, type SERVER_ERROR).
  const linesError = validationMessage(
    errors?.message ? { type: errors.type ?? '', message: errors.message } : errors?.root,
  )
  const typed = useWatch({ control, name: 'lines' })
  // A stored line keeps its rate in the list even once the settings stop offering it, so the
  // select never changes it silently: the form then says the rate is no longer offered.
  const ratesOf = (index: number) => {
    const rate = typed[index]?.vatRate
    return rate && !(vatRates as string[]).includes(rate) ? [...vatRates, rate] : vatRates
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{t('invoiceEditor.lines.legend')}</legend>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const lineErrors = errors?.[index]
          const number = index + 1
          return (
            <li
              key={field.id}
              className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_6rem_8rem_7rem_auto] sm:items-start dark:border-slate-800"
            >
              <Field
                label={t('invoiceEditor.lines.description', { number })}
                maxLength={DESCRIPTION_MAX}
                error={validationMessage(lineErrors?.description)}
                {...register(`lines.${index}.description`)}
              />
              <Field
                label={t('invoiceEditor.lines.quantity')}
                inputMode="decimal"
                error={validationMessage(lineErrors?.quantity)}
                {...register(`lines.${index}.quantity`)}
              />
              <Field
                label={t('invoiceEditor.lines.unitPrice')}
                inputMode="decimal"
                error={validationMessage(lineErrors?.unitPrice)}
                {...register(`lines.${index}.unitPrice`)}
              />
              <div className="flex flex-col gap-1">
                <SelectField
                  label={t('invoiceEditor.lines.vat')}
                  error={validationMessage(lineErrors?.vatRate)}
                  {...register(`lines.${index}.vatRate`)}
                >
                  {ratesOf(index).map((rate) => (
                    <option key={rate} value={rate}>
                      {rateLabels[rate as VatRate] ?? rate}
                    </option>
                  ))}
                </SelectField>
                {lineErrors?.vatRate ? (
                  <VatSettingLink rate={typed[index]?.vatRate ?? ''} offered={vatRates} />
                ) : null}
              </div>
              {editable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="self-end sm:mt-7"
                  aria-label={t('invoiceEditor.lines.removeNumber', { number })}
                  title={t('invoiceEditor.lines.remove')}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Icon name="trash" className="size-4" />
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      {linesError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {linesError}
        </p>
      ) : null}
      {editable ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={fields.length >= MAX_LINES}
            onClick={() =>
              append({
                description: '',
                quantity: '1',
                unitPrice: '',
                vatRate: newLineRate(vatRates),
              })
            }
          >
            <Icon name="plus" className="size-4" /> {t('invoiceEditor.lines.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
