import { Icon } from '@/components/ui/icon'

import type { Locale } from '@/domain/locales'
import { chatLink } from '@/domain/web/chat-link'
import { getT } from '@/i18n/translator'

/** Floating WhatsApp button with the prefilled French message; hidden until configured. */
export const ChatButton = ({ lang, whatsappUrl }: { lang: Locale; whatsappUrl: string | null }) => {
  const t = getT(lang, 'site')
  const href = chatLink(whatsappUrl, t('chat.message'))
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <Icon name="message-circle" className="size-7" />
      <span className="sr-only">{t('chat.label')}</span>
    </a>
  )
}
