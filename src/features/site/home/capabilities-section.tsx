import { Icon } from '@/components/ui/icon'

import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { CardRail } from './card-rail'
import { Section } from './section'

/** The eight capabilities, in the order the section shows them. */
const CAPABILITIES = [
  { key: 'frontend', icon: 'monitor' },
  { key: 'backend', icon: 'server' },
  { key: 'ai', icon: 'brain-circuit' },
  { key: 'cloud', icon: 'cloud' },
  { key: 'security', icon: 'shield-check' },
  { key: 'realtime', icon: 'zap' },
  { key: 'migration', icon: 'database' },
  { key: 'architecture', icon: 'network' },
] as const

export const CapabilitiesSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  return (
    <Section
      id="capabilities"
      eyebrow={t('capabilities.title')}
      heading={t('capabilities.heading')}
      className="band"
    >
      <CardRail label={t('capabilities.title')} className="sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {CAPABILITIES.map(({ key, icon }) => (
          <li key={key} className="feature-card">
            <Icon name={icon} className="text-accent size-7" />
            <h3 className="text-lg font-semibold">{t(`capabilities.items.${key}.title`)}</h3>
            <p className="text-muted text-sm">{t(`capabilities.items.${key}.text`)}</p>
          </li>
        ))}
      </CardRail>
    </Section>
  )
}
