/** The picture types editors may upload: raster formats every browser shows (never SVG). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const

type Size = { url?: string | null; width?: number | null; height?: number | null }

/** What the public pages read of an image document (a relation read with depth ≥ 1). */
export type ImageDoc = Size & {
  alt?: string | null
  focalX?: number | null
  focalY?: number | null
  sizes?: Partial<Record<'card' | 'wide' | 'social', Size | null>> | null
}

/** A picture ready for next/image: its address, intrinsic size, text alternative and focus. */
export type Picture = {
  src: string
  width: number
  height: number
  alt: string
  /** CSS object-position from the focal point the editor chose, so a crop keeps the subject. */
  position: string
}

const usable = (size: Size | null | undefined): size is Required<Size> & { url: string } =>
  Boolean(size?.url && size.width && size.height)

/**
 * The app's own address of a file: Payload makes upload URLs absolute when SERVER_URL is set,
 * and next/image resizes only local ones (next.config.ts `images.localPatterns`).
 */
const local = (url: string) => {
  if (url.startsWith('/')) return url
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/**
 * The best stored file of an image for `use` (a card or a full-width picture), else the original;
 * null for an unpopulated relation (an id) or an image without a usable file.
 */
export const pictureOf = (
  image: ImageDoc | number | null | undefined,
  use: 'card' | 'wide',
): Picture | null => {
  if (!image || typeof image !== 'object') return null
  const file = [image.sizes?.[use], image.sizes?.wide, image].find(usable)
  if (!file) return null
  return {
    src: local(file.url),
    width: file.width!,
    height: file.height!,
    alt: image.alt ?? '',
    position: `${image.focalX ?? 50}% ${image.focalY ?? 50}%`,
  }
}

/** The Open Graph picture of an image: its social size (1200 × 630, JPEG), else none. */
export const socialPictureOf = (image: ImageDoc | number | null | undefined) => {
  if (!image || typeof image !== 'object' || !usable(image.sizes?.social)) return null
  const { url, width, height } = image.sizes.social
  return { url, width: width!, height: height!, alt: image.alt ?? '' }
}
