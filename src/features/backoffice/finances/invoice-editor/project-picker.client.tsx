'use client'

import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useValidationMessage } from '@/components/forms/use-validation-message'
import { Field, SelectField } from '@/components/ui/field'
import type { InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { ProjectOption } from '@/server/billing'

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The billed project, "client · project": a search box narrows the list (accents and case
 * ignored); the chosen project stays listed whatever is typed.
 */
export const ProjectPicker = ({
  projects,
  editable,
}: {
  projects: ProjectOption[]
  /** A sent invoice's client cannot change: no search then. */
  editable: boolean
}) => {
  const { t } = useTranslation('backoffice')
  const { control, register, formState } = useFormContext<InvoiceDraftInput>()
  const validationMessage = useValidationMessage()
  const chosen = useWatch({ control, name: 'project' })
  const [search, setSearch] = useState('')
  const shown = projects.filter(
    ({ id, label }) => String(id) === chosen || folded(label).includes(folded(search.trim())),
  )
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {editable ? (
        <Field
          type="search"
          label={t('invoiceEditor.project.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={t('invoiceEditor.project.shown', { shown: shown.length, total: projects.length })}
        />
      ) : null}
      <SelectField
        label={t('invoiceEditor.project.label')}
        error={validationMessage(formState.errors.project)}
        {...register('project')}
      >
        <option value="">{t('invoiceEditor.project.choose')}</option>
        {shown.map(({ id, label }) => (
          <option key={id} value={String(id)}>
            {label}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
