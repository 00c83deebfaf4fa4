import { isHttpUrl } from './url'

/**
 * The floating chat button's link: the studio's WhatsApp URL from the settings with the
 * prefilled message added as `text`. No link when the settings hold none (or a bad one).
 */
export const chatLink = (
  whatsappUrl: string | null | undefined,
  message: string,
): string | null => {
  if (!whatsappUrl || !isHttpUrl(whatsappUrl)) return null
  const url = new URL(whatsappUrl)
  url.searchParams.set('text', message)
  return url.toString()
}
