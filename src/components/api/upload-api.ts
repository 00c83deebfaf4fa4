import { apiErrorOf, type ApiCall } from './api-client'

/** What an upload reports and listens to: the share of the body sent, and a cancel. */
export type Transfer = {
  /** Called as the body goes out, with the share sent so far (0 to 1) */
  onProgress?: (sent: number) => void
  /** Aborting it cancels the upload: the call rejects with an AbortError */
  signal?: AbortSignal
}

type UploadCall = Pick<ApiCall, 'lang' | 'fallback'> & Transfer & { form: FormData }

/**
 * POSTs a multipart body to the app's API as `callApi` does (session cookie, the page's language,
 * the parsed answer or an ApiError), and says how much of it has gone out: `fetch` cannot report
 * an upload's progress, XMLHttpRequest's `upload` events do. A network failure rejects with a
 * TypeError, as `fetch` does.
 */
export const uploadApi = <T = Record<string, unknown>>(
  path: string,
  { form, lang, fallback = 'Erreur', onProgress, signal }: UploadCall,
) =>
  new Promise<T>((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError')
    if (signal?.aborted) return reject(cancelled())
    const request = new XMLHttpRequest()
    request.open('POST', `/api/${path}`)
    if (lang) request.setRequestHeader('Accept-Language', lang)
    // A body that is not JSON (a proxy's error page) reads as null, as callApi treats it.
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const body = request.response as Record<string, unknown> | null
      if (request.status >= 200 && request.status < 300) resolve((body ?? {}) as T)
      else reject(apiErrorOf(request.status, body, fallback))
    }
    request.onerror = () => reject(new TypeError('The upload failed: no answer from the server.'))
    request.onabort = () => reject(cancelled())
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })

/** True for the rejection of an upload the person cancelled. */
export const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'
