/**
 * Files a brief may carry (images, PDF, doc, docx), by the type their bytes show: raster
 * images only (an SVG can carry script), PDF, Word 97-2003 and Word documents.
 */
export const BRIEF_FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

/** 10 MB per file and at most 10 files per brief. */
export const BRIEF_FILE_MAX_BYTES = 10 * 1024 * 1024
export const BRIEF_MAX_FILES = 10

/**
 * A file as received: its name, size, the type detected from its first bytes (null: unknown) and
 * whether the rest of its bytes hold together as that type (a PDF without its end, an image
 * whose dimensions cannot be read).
 */
export type CandidateFile = {
  name: string
  size: number
  detectedMime: string | null
  intact: boolean
}
export type FileRejection = 'type' | 'size' | 'count' | 'damaged'

/**
 * A PDF that ends as a PDF must: its trailer (`%%EOF`, cross-reference) within the last 1 KiB,
 * the check Payload's upload applies. Run before storing, so a damaged PDF is refused on its own.
 */
export const isIntactPdf = (bytes: Uint8Array): boolean => {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (!text(0, 8).startsWith('%PDF-')) return false
  const tail = text(Math.max(0, bytes.length - 1024), bytes.length)
  return tail.includes('%%EOF') && tail.includes('xref')
}

/**
 * The real type of a file. Word 97-2003 files are OLE compound files, which byte sniffing only
 * knows as `application/x-cfb` (like old Excel files): a .doc name tells them apart.
 */
export const briefFileType = ({ name, detectedMime }: CandidateFile): string | null =>
  detectedMime === 'application/x-cfb' && /\.doc$/i.test(name) ? 'application/msword' : detectedMime

/**
 * Which files go with the brief: the right type, intact, at most 10 MB, the first ten. Each refused
 * file says why, so the visitor is told and the brief goes on without it.
 */
export const screenBriefFiles = <F extends CandidateFile>(files: F[]) => {
  const accepted: (F & { mimeType: string })[] = []
  const rejected: { name: string; reason: FileRejection }[] = []
  for (const file of files) {
    const mimeType = briefFileType(file)
    if (file.size > BRIEF_FILE_MAX_BYTES) rejected.push({ name: file.name, reason: 'size' })
    else if (!mimeType || !(BRIEF_FILE_MIME_TYPES as readonly string[]).includes(mimeType)) {
      rejected.push({ name: file.name, reason: 'type' })
    } else if (!file.intact) rejected.push({ name: file.name, reason: 'damaged' })
    else if (accepted.length >= BRIEF_MAX_FILES) rejected.push({ name: file.name, reason: 'count' })
    else accepted.push({ ...file, mimeType })
  }
  return { accepted, rejected }
}

/** Room for the "-1" numbering within the 255 bytes a file name may take on disk. */
export const STORED_NAME_MAX_BYTES = 200

/**
 * Characters no stored name may hold: folder separators, control characters, what Windows refuses
 * (an admin saves the files there) and the direction overrides that make "fdp.exe" read as
 * "exe.pdf".
 */
const UNSAFE_NAME_CHARACTERS = /[/\\?<>:*|"\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** Names Windows keeps for devices, whatever their extension. */
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/** A name and its extension (with its dot; empty when it has none or only a leading dot). */
const splitExtension = (name: string) => {
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return { stem: name.slice(0, name.length - extension.length), extension }
}

/**
 * The name a brief file is stored under: the sent name without any folder part or unsafe
 * character, cut to STORED_NAME_MAX_BYTES keeping its extension, without trailing dots or spaces,
 * a device name suffixed with '_' and 'fichier' when nothing is left. A name the disk cannot take
 * would otherwise fail the brief.
 */
export const storedFileName = (sent: string): string => {
  // A name is cut to its last 255 characters first: the byte count below is then cheap, however
  // long the name a client sent.
  const base = (sent.split(/[/\\]/).pop() ?? '')
    .slice(-255)
    .replace(/^[\udc00-\udfff]/, '')
    .replace(UNSAFE_NAME_CHARACTERS, '')
  const { extension } = splitExtension(base)
  let stem = base.slice(0, base.length - extension.length)
  const encoder = new TextEncoder()
  while (encoder.encode(stem + extension).byteLength > STORED_NAME_MAX_BYTES)
    stem = [...stem].slice(0, -1).join('')
  const name = (stem + extension).replace(/[. ]+$/, '')
  if (name === '') return 'fichier'
  const parts = splitExtension(name)
  return WINDOWS_DEVICE_NAMES.test(parts.stem) ? `${parts.stem}_${parts.extension}` : name
}

/**
 * The names a brief's files are stored under, in its own folder: each one's `storedFileName`,
 * a repeated one numbered before its extension as uploads are (logo.png, logo-1.png, logo-2.png).
 */
export const briefFileNames = (sent: string[]): string[] => {
  const taken = new Set<string>()
  return sent.map((name) => {
    let candidate = storedFileName(name)
    const { stem, extension } = splitExtension(candidate)
    for (let number = 1; taken.has(candidate); number++) candidate = `${stem}-${number}${extension}`
    taken.add(candidate)
    return candidate
  })
}
