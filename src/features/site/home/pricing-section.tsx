import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { CardRail } from './card-rail'
import { PriceTag, PricingCard } from './pricing-card'
import { Section } from './section'

const PLANS = ['launch', 'pro', 'mvp'] as const
const POPULAR = 'pro'

export const PricingSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  const cta = { href: localizePath('/demarrer-projet', lang), label: t('pricing.cta') }
  return (
    <Section
      id="pricing"
      eyebrow={t('pricing.title')}
      heading={t('pricing.heading')}
      className="band"
    >
      <CardRail label={t('pricing.title')} className="pt-4 sm:gap-8 sm:pt-0 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan}>
            <PricingCard
              name={t(`pricing.plans.${plan}.name`)}
              price={t(`pricing.plans.${plan}.price`)}
              delivery={t(`pricing.plans.${plan}.delivery`)}
              features={t(`pricing.plans.${plan}.features`)}
              cta={cta}
              badge={plan === POPULAR ? t('pricing.popular') : undefined}
            />
          </li>
        ))}
      </CardRail>
      <article className="surface mt-8 flex flex-col gap-6 rounded-2xl p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-semibold">{t('pricing.care.name')}</h3>
          <p className="text-muted max-w-2xl text-sm">{t('pricing.care.text')}</p>
        </div>
        <div className="flex shrink-0 items-center gap-6">
          <PriceTag price={t('pricing.care.price')} period={t('pricing.care.period')} />
          <IntentLink href={cta.href} className={buttonClasses('primary')}>
            {t('pricing.care.cta')}
          </IntentLink>
        </div>
      </article>
      <p className="mt-8 text-center text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('pricing.guarantee')}
      </p>
    </Section>
  )
}
