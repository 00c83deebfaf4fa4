import type { Locale } from '@/domain/locales'

export type ApiResult = { ok: boolean; status: number; data: Record<string, unknown> }

/**
 * POSTs JSON to the app's API with the session cookie, asking for answers in the page's
 * language. A network failure throws; an HTTP error resolves with `ok: false`.
 */
export const postJson = async (path: string, body: unknown, lang: Locale): Promise<ApiResult> => {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body ?? {}),
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, status: response.status, data }
}

/** The server's own message: Payload answers `{ errors: [{ message }] }`, our endpoints `{ message }`. */
export const serverMessage = (data: Record<string, unknown>): string | undefined => {
  const errors = data.errors
  if (Array.isArray(errors)) {
    const first: unknown = errors[0]
    if (first && typeof first === 'object' && 'message' in first) {
      const { message } = first as { message: unknown }
      if (typeof message === 'string' && message) return message
    }
  }
  return typeof data.message === 'string' && data.message ? data.message : undefined
}
