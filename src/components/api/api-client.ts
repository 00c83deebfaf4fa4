/** A field's message in a refusal, as the app's endpoints name them. */
export type FieldIssue = { field: string; message: string }

/**
 * A refused call: its status, the server's message (or the caller's fallback) and, for a form,
 * each field's message. A network failure is not an ApiError: `fetch` throws it as it is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldIssue[] = [],
  ) {
    super(message)
  }
}

type ErrorBody = { message?: unknown; errors?: unknown }

const isFieldIssue = (issue: unknown): issue is FieldIssue =>
  typeof issue === 'object' &&
  issue !== null &&
  typeof (issue as FieldIssue).field === 'string' &&
  typeof (issue as FieldIssue).message === 'string'

type PayloadIssue = { path?: unknown; message?: unknown }

/** Payload's validation refusal names each field by its path (`lines.0.quantity`). */
const payloadFieldIssues = (first: { data?: { errors?: unknown } } | undefined): FieldIssue[] =>
  (Array.isArray(first?.data?.errors) ? (first.data.errors as PayloadIssue[]) : [])
    .map(({ path, message }) => ({ field: path, message }))
    .filter(isFieldIssue)

/**
 * The refusal's message from either shape the API answers with: the app's endpoints send
 * `{ message, errors: [{ field, message }] }`, Payload's own routes `{ errors: [{ message }] }`,
 * with each field's `{ path, message }` under `data.errors` when they refuse a document.
 */
export const apiErrorOf = (status: number, body: ErrorBody | null, fallback: string): ApiError => {
  const errors = Array.isArray(body?.errors) ? (body.errors as unknown[]) : []
  const first = errors[0] as { message?: unknown; data?: { errors?: unknown } } | undefined
  const message =
    (typeof body?.message === 'string' && body.message) ||
    (typeof first?.message === 'string' && first.message) ||
    fallback
  return new ApiError(status, message, [
    ...errors.filter(isFieldIssue),
    ...payloadFieldIssues(first),
  ])
}

export type ApiCall = {
  method?: string
  /** The query string, without its `?` (`payloadQuery` encodes Payload's query syntax) */
  query?: string
  /** A JSON body */
  json?: unknown
  /** A multipart body (files) */
  form?: FormData
  /** The page's language: the server's messages come in it */
  lang?: string
  /** The message when the server gives none */
  fallback?: string
}

/**
 * The browser's one way to call the app's API (`/api/...`), with the session cookie: the parsed
 * JSON answer, or an `ApiError` carrying the server's messages.
 */
export const callApi = async <T = Record<string, unknown>>(
  path: string,
  { method, query, json, form, lang, fallback = 'Erreur' }: ApiCall = {},
): Promise<T> => {
  const search = query ? `?${query}` : ''
  const headers: Record<string, string> = {}
  if (json !== undefined) headers['Content-Type'] = 'application/json'
  if (lang) headers['Accept-Language'] = lang
  const response = await fetch(`/api/${path}${search}`, {
    method: method ?? (json !== undefined || form ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  })
  const body = (await response.json().catch(() => null)) as unknown
  if (!response.ok) throw apiErrorOf(response.status, body as ErrorBody | null, fallback)
  return (body ?? {}) as T
}
