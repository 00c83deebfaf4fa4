import { ApiError, type FieldIssue } from '@/components/api/api-client'
import { uploadApi, type Transfer } from '@/components/api/upload-api'
import type { Locale } from '@/domain/locales'
import { BRIEF_HONEYPOT_FIELD, BRIEF_SEND_KEY_FIELD } from '@/domain/submissions/brief-fields'
import type { Brief } from '@/domain/submissions/brief-schema'

export type SendResult =
  | { ok: true; rejected: { name: string }[] }
  | { ok: false; status: number; message?: string; errors: FieldIssue[] }

type Sending = {
  files: File[]
  honeypot: string
  /** The same for every try of this brief: the server stores it once */
  sendKey: string
  lang: Locale
}

/**
 * Posts the brief and its files as one multipart request, reporting its progress; a network
 * failure or a cancel throws.
 */
export const sendBrief = async (
  brief: Brief,
  { files, honeypot, sendKey, lang }: Sending,
  transfer: Transfer = {},
): Promise<SendResult> => {
  const form = new FormData()
  for (const [name, value] of Object.entries(brief)) form.set(name, String(value))
  form.set(BRIEF_HONEYPOT_FIELD, honeypot)
  form.set(BRIEF_SEND_KEY_FIELD, sendKey)
  for (const file of files) form.append('files', file, file.name)
  try {
    const { rejected } = await uploadApi<{ rejected?: { name: string }[] }>(
      'project-submissions/brief',
      { form, lang, fallback: '', ...transfer },
    )
    return { ok: true, rejected: rejected ?? [] }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const { status, message, fieldErrors } = error
    return { ok: false, status, message: message || undefined, errors: fieldErrors }
  }
}
