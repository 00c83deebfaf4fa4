'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { FieldDescriptionClientComponent } from 'payload'

import { formPath } from '@/domain/forms/form-settings'
import { localizePath } from '@/domain/web/locale-path'

import { usePanelText } from './panel-text'

const AddressLink = ({ path, newTab }: { path: string; newTab: string }) => (
  <a href={path} target="_blank" rel="noopener">
    {path}
    <span className="sr-only"> {newTab}</span>
  </a>
)

/**
 * Under a form's Adresse field: the addresses where visitors answer it, as the slug being typed
 * makes them (the support form's is the Support page), and that a draft shows there once published.
 */
export const FormAddress: FieldDescriptionClientComponent = ({ path }) => {
  const text = usePanelText()
  const slug = useFormFields(([fields]) => fields[path]?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const french = formPath(typeof slug === 'string' ? slug : null)
  // One line of text: Payload lays a description's children out as flex items.
  return (
    <div className="field-description" id={`field-description-${path}`}>
      <span>
        {text('formAddress:rule')}{' '}
        {french ? (
          <>
            {text('formAddress:onSite')}{' '}
            <AddressLink path={french} newTab={text('formAddress:newTab')} />,{' '}
            {text('formAddress:inEnglish')}{' '}
            <AddressLink path={localizePath(french, 'en')} newTab={text('formAddress:newTab')} />.
            {hasPublishedDoc ? null : ` ${text('formAddress:draft')}`}
          </>
        ) : (
          text('formAddress:missing')
        )}
      </span>
    </div>
  )
}
