import { stringify } from 'qs-esm'

/** A failed call, carrying the server's message for the toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const messageOf = async (response: Response, fallback: string) => {
  const body = (await response.json().catch(() => null)) as {
    message?: string
    errors?: { message?: string }[]
  } | null
  return body?.message ?? body?.errors?.[0]?.message ?? fallback
}

/**
 * The back office's calls to the app's own API, with the session cookie. Payload's query syntax
 * (`where`, `sort`, `limit`, `page`, `select`) is encoded as its REST API expects.
 */
export const api = async <T>(
  path: string,
  { method = 'GET', query, body }: { method?: string; query?: object; body?: unknown } = {},
): Promise<T> => {
  const search = query ? `?${stringify(query, { addQueryPrefix: false })}` : ''
  const response = await fetch(`/api/${path}${search}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new ApiError(response.status, await messageOf(response, 'Erreur'))
  return (await response.json()) as T
}
