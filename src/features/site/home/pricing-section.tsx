import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/site/home-defaults'

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
          <li key={plan.id ?? index}>
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
      <article className="surface mt-6 flex flex-col gap-4 rounded-2xl p-5 sm:mt-8 sm:gap-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-semibold">{pricing.care.name}</h3>
          <p className="text-muted max-w-2xl text-sm">{pricing.care.text}</p>
        </div>
        {/* On a phone the price and the button share a row when they fit, else stack: the
            button's text never wraps. */}
        <div className="flex shrink-0 flex-wrap items-center gap-x-6 gap-y-4">
          <PriceTag price={pricing.care.price} period={pricing.care.period} />
          <IntentLink
            href={cta.href}
            className={buttonClasses('primary', { className: 'whitespace-nowrap' })}
          >
            {pricing.care.cta}
          </IntentLink>
        </div>
      </article>
      <p className="mt-6 text-center text-sm sm:mt-8 font-medium text-slate-700 dark:text-slate-300">
        {pricing.guarantee}
      </p>
    </Section>
  )
}
