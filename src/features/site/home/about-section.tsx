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
        <p className="text-lg text-slate-600 dark:text-slate-300">{t('about.text')}</p>
        <dl className="grid gap-4 sm:grid-cols-3">
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
