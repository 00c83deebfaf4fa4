/** What the file route knows of a stored file: its row. */
export type StoredRecord = {
  filename?: string | null
  prefix?: string | null
  mimeType?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null> | null
}

/**
 * The file of a row that `filename` names: the upload itself or one of its generated sizes (a
 * picture's WebP and AVIF files), each with its own type; null when the row has no such file.
 */
export const storedFileOf = (
  record: StoredRecord | undefined,
  filename: string | undefined,
): (StoredRecord & { filename: string }) | null => {
  if (!record?.filename) return null
  if (!filename || filename === record.filename) return { ...record, filename: record.filename }
  const size = Object.values(record.sizes ?? {}).find((file) => file?.filename === filename)
  return size?.filename
    ? { prefix: record.prefix, filename: size.filename, mimeType: size.mimeType }
    : null
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
 * row says, never sniffed; a private file downloaded or previewed and never cached by a shared
 * cache, a public picture (`isPublic`) shown inline and cached for a day.
 */
export const setDownloadHeaders = (
  headers: Headers,
  url: string | undefined,
  record: StoredRecord & { filename: string },
  isPublic = false,
) => {
  headers.set('Content-Type', record.mimeType ?? 'application/octet-stream')
  const disposition = isPublic ? 'inline' : dispositionOf(url, record.mimeType)
  headers.set(
    'Content-Disposition',
    `${disposition}; filename*=UTF-8''${encodeURIComponent(record.filename)}`,
  )
  headers.set('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}
