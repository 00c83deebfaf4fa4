/** Files a brief may carry (spec §5: images, pdf, doc, docx). */
export const BRIEF_FILE_MIME_TYPES = [
  'image/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

/** 10 MB per file and at most 10 files per brief. */
export const BRIEF_FILE_MAX_BYTES = 10 * 1024 * 1024
export const BRIEF_MAX_FILES = 10
