import { Icon } from '@/components/ui/icon'
import type { Locale } from '@/domain/locales'

/** Small flags of the language menu, from the sprite (emoji flags are missing from many systems). */
export const FlagIcon = ({ lang }: { lang: Locale }) => (
  <Icon name={`flag-${lang}`} className="h-3.5 w-5 shrink-0 rounded-[2px]" />
)
