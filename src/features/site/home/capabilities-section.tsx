import {
  BrainCircuit,
  Cloud,
  Database,
  Monitor,
  Network,
  Server,
  ShieldCheck,
  Zap,
} from 'lucide-react'

import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { Section } from './section'

/** The eight capabilities, in the order the section shows them. */
const CAPABILITIES = [
  { key: 'frontend', Icon: Monitor },
  { key: 'backend', Icon: Server },
  { key: 'ai', Icon: BrainCircuit },
  { key: 'cloud', Icon: Cloud },
  { key: 'security', Icon: ShieldCheck },
  { key: 'realtime', Icon: Zap },
  { key: 'migration', Icon: Database },
  { key: 'architecture', Icon: Network },
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
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CAPABILITIES.map(({ key, Icon }) => (
          <li key={key} className="surface flex flex-col gap-3 rounded-xl p-6">
            <Icon aria-hidden className="size-7 text-blue-700 dark:text-blue-400" />
            <h3 className="text-lg font-semibold">{t(`capabilities.items.${key}.title`)}</h3>
            <p className="text-muted text-sm">{t(`capabilities.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
