'use client'

import { getTranslation } from '@payloadcms/translations'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ClientBlock, ClientField } from 'payload'

import { usePanelText } from './panel-text'

type Row = { blockType?: string; label?: string | null; name?: string | null }

/**
 * The header of a form's field block: its number and kind as Payload shows them, then the label the
 * visitor reads (else its name) where Payload showed an editable block name, "Sans titre" on every
 * one. Updated as the editor types.
 */
export const FieldBlockLabel = ({ field }: { field?: ClientField }) => {
  const { data, rowNumber = 0 } = useRowLabel<Row>()
  const { i18n } = useTranslation()
  const text = usePanelText()
  const blocks = field && 'blocks' in field ? (field.blocks as ClientBlock[]) : []
  const block = blocks.find(({ slug }) => slug === data?.blockType)
  const title = data?.label?.trim() || data?.name?.trim() || text('fieldBlock:unnamed')
  return (
    <>
      <span className="blocks-field__block-number">{String(rowNumber + 1).padStart(2, '0')}</span>
      {block?.labels?.singular ? (
        <Pill
          className={`blocks-field__block-pill blocks-field__block-pill-${block.slug}`}
          pillStyle="white"
          size="small"
        >
          {getTranslation(block.labels.singular, i18n)}
        </Pill>
      ) : null}
      <span className="field-block-label">{title}</span>
    </>
  )
}
