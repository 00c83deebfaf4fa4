'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { ApiError } from '@/components/api/api-client'
import { isCancelled, uploadApi } from '@/components/api/upload-api'
import { useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import {
  DELIVERABLE_NOTE_MAX,
  DELIVERABLE_TITLE_MAX,
  deliverableUploadSchema,
} from '@/domain/files/deliverable-schema'
import { megabytes } from '@/domain/files/file-rules'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { UploadProgress } from './upload-progress'
import { useTransfer } from './use-transfer'

type Props = {
  lang: Locale
  maxMegabytes: number
  /** A new deliverable on this project, with its title and note… */
  project?: number
  /** …or a new version of this one (file only). */
  deliverable?: number
  submitLabel: string
  /** The studio shares deliverables, the client sends assets: each gets its own example. */
  studio?: boolean
}

/**
 * Sends a file to /api/deliverables/upload: a new deliverable or a new version. The text is checked
 * with the endpoint's own schema and the size against the settings first; the server's refusal
 * (type, damaged, size) is shown as it says it.
 */
export const UploadForm = ({
  lang,
  maxMegabytes,
  project,
  deliverable,
  submitLabel,
  studio = false,
}: Props) => {
  const { t } = useTranslation('files')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [sending, setSending] = useState(false)
  const { sent, track, cancel } = useTransfer()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const fields = Object.fromEntries(
      [...form.entries()].filter(([, value]) => typeof value === 'string'),
    )
    const parsed = deliverableUploadSchema.safeParse(fields)
    const file = form.get('file')
    const next: Record<string, string | undefined> = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] = validationMessage(issue.message)
    if (!(file instanceof File) || file.size === 0) next.file = t('chooseFile')
    else if (file.size > megabytes(maxMegabytes))
      next.file = t('fileTooBig', { megabytes: maxMegabytes })
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    setSending(true)
    try {
      await track((transfer) => uploadApi('deliverables/upload', { form, lang, ...transfer }))
      toast.success(t('uploadSuccess'))
      formElement.reset()
      router.refresh()
    } catch (error) {
      if (isCancelled(error)) return toast.warning(t('uploadCancelled'))
      const message = error instanceof ApiError ? error.message : t('uploadError')
      setErrors({ file: message })
      toast.error(message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {project ? <input type="hidden" name="project" value={project} /> : null}
      {deliverable ? <input type="hidden" name="deliverable" value={deliverable} /> : null}
      {project ? (
        <>
          <Field
            name="title"
            label={t('fieldTitle')}
            placeholder={t(studio ? 'fieldTitleStudioPlaceholder' : 'fieldTitlePlaceholder')}
            maxLength={DELIVERABLE_TITLE_MAX}
            error={errors.title}
          />
          <TextareaField
            name="note"
            label={t('fieldNote')}
            maxLength={DELIVERABLE_NOTE_MAX}
            rows={2}
            error={errors.note}
          />
        </>
      ) : null}
      <Field
        name="file"
        type="file"
        label={t('fieldFile')}
        hint={t('fileHint', { megabytes: maxMegabytes })}
        accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx"
        error={errors.file}
      />
      {sent !== null ? (
        <UploadProgress
          sent={sent}
          label={t('uploading')}
          cancelLabel={t('cancelUpload')}
          onCancel={cancel}
        />
      ) : null}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? t('sending') : submitLabel}
      </Button>
    </form>
  )
}
