import Image from 'next/image'

import { cn } from '@/components/ui/cn'
import type { Picture } from '@/domain/content/images'

/** CSS's own `object-position`. */
const CENTRE = '50% 50%'

/**
 * A CMS picture through next/image: resized to the visitor's screen (`sizes`) in AVIF or WebP,
 * lazy unless it is `preload`ed (above the fold), cropped around the editor's focal point.
 */
export const SitePicture = ({
  picture,
  sizes,
  preload = false,
  className,
}: {
  picture: Picture
  sizes: string
  preload?: boolean
  className?: string
}) => (
  <Image
    src={picture.src}
    width={picture.width}
    height={picture.height}
    alt={picture.alt}
    sizes={sizes}
    // Only what differs from the defaults (eager loading, a centred crop) travels with the page.
    {...(preload && { preload })}
    {...(picture.position !== CENTRE && { style: { objectPosition: picture.position } })}
    className={cn('object-cover', className)}
  />
)
