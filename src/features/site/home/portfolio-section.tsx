import { Icon } from '@/components/ui/icon'

import type { Locale } from '@/domain/locales'
import { DATA_COUNTERS } from '@/domain/site/counters'
import { getT } from '@/i18n/translator'

import { Figure } from './figure'
import { CardRail } from './card-rail'
import { Section } from './section'

/** The two case studies and their durations in weeks; texts and metrics are in the translations. */
const CASES = [
  { key: 'realEstate', weeks: 8, icon: 'building-complex' },
  { key: 'bigData', weeks: 6, icon: 'chart-column' },
] as const

export const PortfolioSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  return (
    <Section id="portfolio" eyebrow={t('portfolio.title')} heading={t('portfolio.heading')}>
      <CardRail label={t('portfolio.title')} className="sm:gap-6 lg:grid-cols-2">
        {CASES.map(({ key, weeks, icon }) => {
          const metrics = t(`portfolio.cases.${key}.metrics`, {
            returnObjects: true,
          }) as unknown as string[]
          return (
            <li key={key}>
              <article className="surface flex h-full flex-col gap-4 rounded-2xl p-6 shadow-sm sm:p-8">
                <div className="flex items-center justify-between gap-4">
                  <span className="inline-flex items-center gap-2 rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                    <Icon name={icon} className="size-4" />
                    {t(`portfolio.cases.${key}.label`)}
                  </span>
                  <span className="text-muted text-sm">{t('portfolio.duration', { weeks })}</span>
                </div>
                <h3 className="text-2xl font-bold tracking-tight">
                  {t(`portfolio.cases.${key}.title`)}
                </h3>
                <p className="text-muted">{t(`portfolio.cases.${key}.text`)}</p>
                <ul className="mt-auto flex flex-wrap gap-2">
                  {metrics.map((metric) => (
                    <li
                      key={metric}
                      className="rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold dark:border-slate-700"
                    >
                      {metric}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          )
        })}
      </CardRail>
      <h3 className="mt-14 mb-4 text-lg font-semibold">{t('portfolio.dataTitle')}</h3>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {DATA_COUNTERS.map((counter) => (
          <Figure
            key={counter.key}
            counter={counter}
            label={t(`portfolio.dataCounters.${counter.key}`)}
          />
        ))}
      </dl>
    </Section>
  )
}
