import { IntentLink } from '@/components/ui/intent-link.client'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { SitePicture } from '@/features/site/pages/site-picture'
import { getT } from '@/i18n/translator'
import { getFeaturedCaseStudies } from '@/server/site/case-studies'
import type { HomeContent } from '@/server/site/home-defaults'

import { Figure } from './figure'
import { CardRail } from './card-rail'
import { Section } from './section'

/** The featured case studies of the CMS, each linking to its page, then the data figures. */
export const PortfolioSection = async ({
  lang,
  portfolio,
}: {
  lang: Locale
  portfolio: HomeContent['portfolio']
}) => {
  const t = getT(lang, 'home')
  const cases = await getFeaturedCaseStudies(lang)
  return (
    <Section id="portfolio" eyebrow={portfolio.eyebrow} heading={portfolio.heading}>
      {/* Featured case studies are the editors' choice: none, and the figures stand alone. */}
      {cases.length ? (
        <CardRail label={portfolio.eyebrow} className="sm:gap-6 lg:grid-cols-2">
          {cases.map(({ id, slug, title, sector, summary, weeks, figures, picture }) => {
            const href = localizePath(`/realisations/${slug}`, lang)
            return (
              <li key={id}>
                <article className="surface flex h-full flex-col gap-4 overflow-hidden rounded-2xl shadow-sm">
                  {picture ? (
                    <SitePicture
                      picture={picture}
                      sizes="(min-width: 1024px) 560px, (min-width: 640px) 90vw, 85vw"
                      className="aspect-[5/2] w-full sm:aspect-[16/10]"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-3 p-5 pt-1 sm:gap-4 sm:p-8 sm:pt-2">
                    <div className="flex items-center justify-between gap-2 sm:gap-4">
                      <span className="inline-flex items-center gap-2 rounded-full bg-blue-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap sm:px-3 sm:text-sm text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                        {sector}
                      </span>
                      {weeks ? (
                        <span className="text-muted text-xs sm:text-sm">
                          {t('portfolio.duration', { weeks })}
                        </span>
                      ) : null}
                    </div>
                    <h3 className="text-xl font-bold tracking-tight sm:text-2xl">
                      <IntentLink href={href} className="hover:underline">
                        {title}
                      </IntentLink>
                    </h3>
                    <p className="text-muted">{summary}</p>
                    <ul className="mt-auto flex flex-wrap gap-2">
                      {figures.map(({ value, label }) => (
                        <li
                          key={`${value} ${label}`}
                          className="rounded-md border border-slate-200 px-2.5 py-1 text-xs font-semibold sm:px-3 sm:py-1.5 sm:text-sm dark:border-slate-700"
                        >
                          {value} {label}
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            )
          })}
        </CardRail>
      ) : null}
      <h3 className="mt-8 mb-3 text-lg font-semibold sm:mt-14 sm:mb-4">{portfolio.dataTitle}</h3>
      <dl className="figure-grid">
        {portfolio.dataCounters.map((counter, index) => (
          <Figure key={counter.id ?? index} {...counter} />
        ))}
      </dl>
    </Section>
  )
}
