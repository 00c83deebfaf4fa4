'use client'

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'

import { useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { newLineRate, type InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { DESCRIPTION_MAX, MAX_LINES } from '@/domain/billing/invoice-lines'
import { VAT_RATE_LABELS, type VatRate } from '@/domain/billing/vat'

/**
 * The invoice's lines: description, quantity, unit price and VAT rate (those the settings offer),
 * each with its message; on a phone one line is a card, from `sm` a row.
 */
export const InvoiceLinesFields = ({
  vatRates,
  editable,
}: {
  vatRates: VatRate[]
  /** A sent invoice's lines are shown as they went out: no line to add or remove. */
  editable: boolean
}) => {
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
      <legend className="mb-2 text-lg font-semibold">Lignes</legend>
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
                label={`Description (ligne ${number})`}
                maxLength={DESCRIPTION_MAX}
                error={validationMessage(lineErrors?.description)}
                {...register(`lines.${index}.description`)}
              />
              <Field
                label="Quantité"
                inputMode="decimal"
                error={validationMessage(lineErrors?.quantity)}
                {...register(`lines.${index}.quantity`)}
              />
              <Field
                label="Prix unitaire (CHF)"
                inputMode="decimal"
                error={validationMessage(lineErrors?.unitPrice)}
                {...register(`lines.${index}.unitPrice`)}
              />
              <SelectField
                label="TVA"
                error={validationMessage(lineErrors?.vatRate)}
                {...register(`lines.${index}.vatRate`)}
              >
                {ratesOf(index).map((rate) => (
                  <option key={rate} value={rate}>
                    {VAT_RATE_LABELS[rate as VatRate] ?? rate}
                  </option>
                ))}
              </SelectField>
              {editable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="self-end sm:mt-7"
                  aria-label={`Retirer la ligne ${number}`}
                  title="Retirer la ligne"
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
            <Icon name="plus" className="size-4" /> Ajouter une ligne
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
