import config from '@payload-config'
import { getPayload } from 'payload'
import { IntentLink } from '@/components/ui/intent-link.client'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { SitePicture } from '@/features/site/pages/site-picture'
import { getT } from '@/i18n/translator'
import { getFeaturedCaseStudies, type HomeContent } from '@/server/content'

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
  const payload = await getPayload({ config })
  const t = getT(lang, 'home')
  const cases = await getFeaturedCaseStudies(payload, lang)
  return (
    <Section id="portfolio" eyebrow={portfolio.eyebrow} heading={portfolio.heading}>
      {/* Featured case studies are the editors' choice: none, and the figures stand alone. */}
      {cases.length ? (
        <CardRail label={portfolio.eyebrow} className="sm:gap-6 lg:grid-cols-2">
          {cases.map(({ id, slug, title, sector, summary, weeks, figures, picture }) => {
            const href = localizePath(`/realisations/${slug}`, lang)
            return (
              <li key={id}>
                <article className="case-card">
                  {picture ? (
                    <SitePicture
                      picture={picture}
                      sizes="(min-width: 1024px) 560px, (min-width: 640px) 90vw, 85vw"
                      className="case-picture"
                    />
                  ) : null}
                  <div className="case-card-body">
                    <div className="case-card-meta">
                      <span className="pill">{sector}</span>
                      {weeks ? <span>{t('portfolio.duration', { weeks })}</span> : null}
                    </div>
                    <h3>
                      <IntentLink href={href} className="hover:underline">
                        {title}
                      </IntentLink>
                    </h3>
                    <p>{summary}</p>
                    <ul className="tag-list">
                      {figures.map(({ value, label }, index) => (
                        <li key={index}>{`${value} ${label}`}</li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            )
          })}
        </CardRail>
      ) : null}
      <h3 className="subsection-title">{portfolio.dataTitle}</h3>
      <dl className="figure-grid">
        {portfolio.dataCounters.map((counter, index) => (
          <Figure key={index} {...counter} />
        ))}
      </dl>
    </Section>
  )
}
