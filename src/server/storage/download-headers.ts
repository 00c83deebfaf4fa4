/** What the file route knows of a stored file: its row. */
export type StoredRecord = {
  filename?: string | null
  prefix?: string | null
  mimeType?: string | null
}

/**
 * Files are downloaded, except an image or PDF asked for with `?inline` (a preview): their type is
 * the one their bytes showed at upload and `nosniff` keeps the browser to it.
 */
const dispositionOf = (url: string | undefined, mimeType: string | null | undefined) => {
  const inline = new URL(url ?? '/', 'http://localhost').searchParams.has('inline')
  const previewable = mimeType === 'application/pdf' || Boolean(mimeType?.startsWith('image/'))
  return inline && previewable ? 'inline' : 'attachment'
}

/**
 * The headers of a stored file served by the file route, wherever it is stored: its type as its
 * row says, downloaded or previewed, never cached by a shared cache, never sniffed.
 */
export const setDownloadHeaders = (
  headers: Headers,
  url: string | undefined,
  record: StoredRecord & { filename: string },
) => {
  headers.set('Content-Type', record.mimeType ?? 'application/octet-stream')
  headers.set(
    'Content-Disposition',
    `${dispositionOf(url, record.mimeType)}; filename*=UTF-8''${encodeURIComponent(record.filename)}`,
  )
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}
