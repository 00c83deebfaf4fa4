'use client'

import { Icon } from '@/components/ui/icon'
import { useId } from 'react'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { formatFileSize } from '@/domain/files/file-rules'
import type { Locale } from '@/domain/locales'
import { BRIEF_FILE_MAX_BYTES, BRIEF_MAX_FILES } from '@/domain/submissions/files'

const ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.doc,.docx'

/**
 * The brief's optional files: chosen in several goes, listed, removable. Files over the size limit
 * or past the count limit are set aside at once with the reason; the server checks every file's bytes again.
 */
export const FilePicker = ({
  files,
  onChange,
  lang,
  sizeLimit,
}: {
  files: File[]
  onChange: (files: File[]) => void
  lang: Locale
  /** BRIEF_FILE_MAX_BYTES as `formatFileSize` writes it in `lang`. */
  sizeLimit: string
}) => {
  const { t } = useTranslation('brief')
  const inputId = useId()
  const limits = { size: sizeLimit, max: BRIEF_MAX_FILES }

  const add = (chosen: FileList | null) => {
    const next = [...files]
    for (const file of Array.from(chosen ?? [])) {
      if (file.size > BRIEF_FILE_MAX_BYTES) {
        toast.warning(t('fileError'), {
          description: t('files.tooBig', { name: file.name, size: limits.size }),
        })
      } else if (next.length >= BRIEF_MAX_FILES) {
        toast.warning(t('fileError'), { description: t('files.tooMany', limits) })
      } else next.push(file)
    }
    onChange(next)
  }

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center hover:border-blue-600 focus-within:border-blue-600 dark:border-slate-700"
      >
        <Icon name="paperclip" className="size-6 text-accent" />
        <span className="font-semibold">{t('files.add')}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('files.hint', limits)}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
      </label>
      {files.length ? (
        <ul className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
            >
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="flex shrink-0 items-center gap-2 text-slate-600 dark:text-slate-400">
                {formatFileSize(file.size, lang)}
                <button
                  type="button"
                  onClick={() => onChange(files.filter((_, at) => at !== index))}
                  className="inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Icon name="x" className="size-4" />
                  <span className="sr-only">{t('files.remove', { name: file.name })}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
