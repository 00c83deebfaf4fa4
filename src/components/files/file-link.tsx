import type { Locale } from '@/domain/locales'
import { formatFileSize, previewKind } from '@/domain/files/file-rules'
import type { getT } from '@/i18n/translator'

import { Icon } from '@/components/ui/icon'

type File = { filename: string; mimeType: string; size: number; url: string }

const LINK =
  'inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-blue-950'

/**
 * A stored file: a thumbnail for an image, its name and size, a preview (images and PDFs, in a new
 * tab) and a download. Every address goes through the file route's access check.
 */
export const FileLink = ({
  file,
  lang,
  t,
}: {
  file: File
  lang: Locale
  t: ReturnType<typeof getT>
}) => {
  const preview = previewKind(file.mimeType)
  const inline = `${file.url}&inline`
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      {preview === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private file: next/image would cache it publicly
        <img
          src={inline}
          alt={t('previewOf', { name: file.filename })}
          loading="lazy"
          className="size-12 shrink-0 rounded-md border border-slate-200 object-cover dark:border-slate-700"
        />
      ) : (
        <Icon name="file-text" className="size-5 shrink-0 text-slate-500" />
      )}
      {/* At least 8rem for the name: on a phone the links wrap below it instead of hiding it. */}
      <span className="min-w-32 flex-1 truncate text-sm" title={file.filename}>
        {file.filename}
        <span className="text-slate-600 dark:text-slate-400">
          {' · '}
          {formatFileSize(file.size, lang)}
        </span>
      </span>
      {preview ? (
        <a href={inline} target="_blank" rel="noopener" className={LINK}>
          <Icon name="eye" className="size-4" />
          {t('preview')}
        </a>
      ) : null}
      <a href={file.url} download={file.filename} className={LINK}>
        <Icon name="download" className="size-4" />
        {t('download')}
      </a>
    </div>
  )
}
