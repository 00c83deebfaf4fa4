import type { Locale } from '@/domain/locales'
import { BRIEF_HONEYPOT_FIELD, type Brief } from '@/domain/submissions/brief-schema'

export type SendResult =
  | { ok: true; rejected: { name: string }[] }
  | { ok: false; status: number; message?: string; errors: { field: string; message: string }[] }

/** Posts the brief and its files as one multipart request; a network failure throws. */
export const sendBrief = async (
  brief: Brief,
  files: File[],
  honeypot: string,
  lang: Locale,
): Promise<SendResult> => {
  const form = new FormData()
  for (const [name, value] of Object.entries(brief)) form.set(name, String(value))
  form.set(BRIEF_HONEYPOT_FIELD, honeypot)
  for (const file of files) form.append('files', file, file.name)
  const response = await fetch('/api/project-submissions/brief', {
    method: 'POST',
    headers: { 'Accept-Language': lang },
    body: form,
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok)
    return { ok: true, rejected: (data.rejected as { name: string }[] | undefined) ?? [] }
  return {
    ok: false,
    status: response.status,
    message: typeof data.message === 'string' ? data.message : undefined,
    errors: Array.isArray(data.errors) ? (data.errors as { field: string; message: string }[]) : [],
  }
}
