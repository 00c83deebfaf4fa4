import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/content'

import { CardRail } from './card-rail'
import { PriceTag, PricingCard } from './pricing-card'
import { Section } from './section'

export const PricingSection = ({
  lang,
  pricing,
}: {
  lang: Locale
  pricing: HomeContent['pricing']
}) => {
  const cta = { href: localizePath('/demarrer-projet', lang), label: pricing.cta }
  return (
    <Section id="pricing" eyebrow={pricing.eyebrow} heading={pricing.heading} className="band">
      <CardRail label={pricing.eyebrow} className="pt-4 sm:gap-8 sm:pt-0 lg:grid-cols-3">
        {pricing.plans.map((plan, index) => (
          <li key={index}>
            <PricingCard
              name={plan.name}
              price={plan.price}
              delivery={plan.delivery}
              features={plan.features}
              cta={cta}
              badge={plan.popular ? pricing.popular : undefined}
            />
          </li>
        ))}
      </CardRail>
      <article className="care-card">
        <div className="offer-head">
          <h3>{pricing.care.name}</h3>
          <p className="text-muted max-w-2xl text-sm">{pricing.care.text}</p>
        </div>
        {/* The button's text never wraps. */}
        <div className="care-price">
          <PriceTag price={pricing.care.price} period={pricing.care.period} />
          <IntentLink
            href={cta.href}
            className={buttonClasses('primary', { className: 'whitespace-nowrap' })}
          >
            {pricing.care.cta}
          </IntentLink>
        </div>
      </article>
      <p className="price-note">{pricing.guarantee}</p>
    </Section>
  )
}
