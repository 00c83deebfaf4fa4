import { INTL_LOCALES, type Locale } from '../locales'
import { BRIEF_FILE_MIME_TYPES, briefFileType, type CandidateFile } from '../submissions/files'

/**
 * Deliverables and message attachments take the brief's file types (raster images, PDF, Word),
 * recognised by their bytes: an executable renamed .pdf is refused.
 */
export const PROJECT_FILE_MIME_TYPES = BRIEF_FILE_MIME_TYPES

/** The settings' default and ceiling, in MB: the ceiling is the upload limit of the whole API. */
export const DEFAULT_FILE_MAX_MEGABYTES = 10
export const FILE_MAX_MEGABYTES_CEILING = 10
export const megabytes = (count: number) => count * 1024 * 1024

/** At most this many attachments on one message. */
export const MESSAGE_MAX_ATTACHMENTS = 5

export type UploadRefusal = 'empty' | 'size' | 'type' | 'damaged'

/** Why a project file is refused (null: accepted), checked before anything is stored. */
export const screenProjectFile = (file: CandidateFile, maxBytes: number): UploadRefusal | null => {
  if (file.size === 0) return 'empty'
  if (file.size > maxBytes) return 'size'
  const type = briefFileType(file)
  if (!type || !(PROJECT_FILE_MIME_TYPES as readonly string[]).includes(type)) return 'type'
  return file.intact ? null : 'damaged'
}

/** Files the portal and back office show inline: images as pictures, PDFs in a new tab. */
export const previewKind = (mimeType: string | null | undefined): 'image' | 'pdf' | null => {
  if (mimeType?.startsWith('image/')) return 'image'
  return mimeType === 'application/pdf' ? 'pdf' : null
}

/**
 * A file's size for people, in the page's language by Intl: "820 ko", "2,4 Mo" in French,
 * "820 kB", "2.4 MB" in English (binary multiples, as the limits are counted).
 */
export const formatFileSize = (bytes: number, lang: Locale): string => {
  const unit = (name: 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(INTL_LOCALES[lang], {
      style: 'unit',
      unit: name,
      maximumFractionDigits: digits,
    })
  if (bytes < 1024 * 1024) return unit('kilobyte', 0).format(Math.max(1, Math.round(bytes / 1024)))
  return unit('megabyte', 1).format(bytes / (1024 * 1024))
}
