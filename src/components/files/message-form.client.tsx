'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { ApiError } from '@/components/api/api-client'
import { isCancelled, uploadApi } from '@/components/api/upload-api'
import { useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { MESSAGE_MAX_ATTACHMENTS } from '@/domain/files/file-rules'
import { MESSAGE_MAX_LENGTH, messageSchema } from '@/domain/files/message-schema'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { UploadProgress } from './upload-progress'
import { useTransfer } from './use-transfer'

type Props = {
  request: number
  lang: Locale
  maxMegabytes: number
  /** The settings' canned replies (studio only): one is put into the text to edit before sending. */
  cannedReplies?: { label: string; text: string }[]
}

/**
 * The thread's form. Each message carries a key made once per message: a double click or a retry
 * sends the same key and the server posts it once. The key changes only after a success.
 */
export const MessageForm = ({ request, lang, maxMegabytes, cannedReplies }: Props) => {
  const { t } = useTranslation('files')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const key = useRef(crypto.randomUUID())
  const text = useRef<HTMLTextAreaElement>(null)
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const { sent, track, cancel } = useTransfer()
  // A message without attachments is sent at once: no bar flashes for it.
  const [attaching, setAttaching] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    form.set('request', String(request))
    form.set('key', key.current)
    const parsed = messageSchema.safeParse(Object.fromEntries(form.entries()))
    if (!parsed.success) return setError(validationMessage(parsed.error.issues[0]?.message))
    if (
      form.getAll('files').filter((file) => file instanceof File && file.size).length >
      MESSAGE_MAX_ATTACHMENTS
    ) {
      return setError(t('attachments'))
    }
    // An empty file input still sends one nameless, empty part: not an attachment.
    const files = form.getAll('files').filter((file) => file instanceof File && file.size > 0)
    form.delete('files')
    for (const file of files) form.append('files', file)
    setError(undefined)
    setSending(true)
    setAttaching(files.length > 0)
    try {
      await track((transfer) => uploadApi('request-messages/post', { form, lang, ...transfer }))
      key.current = crypto.randomUUID()
      formElement.reset()
      toast.success(t('postSuccess'))
      router.refresh()
    } catch (failure) {
      if (isCancelled(failure)) return toast.warning(t('uploadCancelled'))
      toast.error(failure instanceof ApiError ? failure.message : t('postError'))
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {cannedReplies?.length ? (
        <SelectField
          label={t('cannedReply')}
          defaultValue=""
          onChange={(event) => {
            const reply = cannedReplies[Number(event.target.value)]
            if (reply && text.current) {
              text.current.value = reply.text
              text.current.focus()
            }
            event.target.value = ''
          }}
        >
          <option value="">{t('cannedNone')}</option>
          {cannedReplies.map((reply, index) => (
            <option key={reply.label} value={index}>
              {reply.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextareaField
        ref={text}
        name="body"
        label={t('messageLabel')}
        hint={t('messageHint')}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        error={error}
      />
      <Field
        name="files"
        type="file"
        multiple
        label={t('attachments')}
        hint={t('fileHint', { megabytes: maxMegabytes })}
        accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx"
      />
      {sent !== null && attaching ? (
        <UploadProgress
          sent={sent}
          label={t('uploading')}
          cancelLabel={t('cancelUpload')}
          onCancel={cancel}
        />
      ) : null}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? t('sending') : t('send')}
      </Button>
    </form>
  )
}
