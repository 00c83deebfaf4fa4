import { fileTypeFromBuffer } from 'file-type'
import { imageDimensionsFromData } from 'image-dimensions'

import { isIntactPdf } from '@/domain/submissions/files'

/** An image's size as its bytes give it; null when it is not an image or cannot be read. */
const imageSize = (mime: string | null, data: Uint8Array) =>
  mime?.startsWith('image/') ? (imageDimensionsFromData(data) ?? null) : null

/**
 * Whether the bytes hold together as their type: a PDF with its end, an image whose size can be
 * read. A damaged file is refused on its own, as nobody could open it.
 */
const isIntact = (
  mime: string | null,
  data: Uint8Array,
  size: ReturnType<typeof imageSize>,
): boolean => {
  if (mime === 'application/pdf') return isIntactPdf(data)
  if (mime?.startsWith('image/')) return Boolean(size?.width && size.height)
  return true
}

/** A received file as the domain's screening rules read it: the type its bytes show, intact or not. */
export const fileCandidate = async <F extends { name: string; data: Buffer }>(upload: F) => {
  const detectedMime = (await fileTypeFromBuffer(upload.data))?.mime ?? null
  const dimensions = imageSize(detectedMime, upload.data)
  return {
    ...upload,
    size: upload.data.byteLength,
    detectedMime,
    dimensions,
    intact: isIntact(detectedMime, upload.data, dimensions),
  }
}
