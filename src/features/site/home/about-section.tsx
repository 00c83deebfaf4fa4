import type { Locale } from '@/domain/locales'
import { STUDIO_COUNTERS } from '@/domain/site/counters'
import { getT } from '@/i18n/translator'

import { Figure } from './figure'
import { Section } from './section'

export const AboutSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  return (
    <Section id="about" eyebrow={t('about.title')} heading={t('about.heading')}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <p className="text-slate-600 sm:text-lg dark:text-slate-300">{t('about.text')}</p>
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          {STUDIO_COUNTERS.map((counter) => (
            <Figure
              key={counter.key}
              counter={counter}
              label={t(`about.counters.${counter.key}`)}
            />
          ))}
        </dl>
      </div>
    </Section>
  )
}
