import { formatChf } from '@/domain/billing/money'
import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'
import type { HomeContent } from '@/server/content'

export type Prices = Pick<HomeContent['pricing'], 'plans' | 'care'>

/** The "current prices" block of a legal page: the offers and the care plan as the home sells them. */
export const CurrentPrices = ({ lang, prices }: { lang: Locale; prices: Prices }) => {
  const t = getT(lang, 'legal')
  const { care } = prices
  return (
    <ul data-testid="current-prices">
      {prices.plans.map((plan, index) => (
        <li key={plan.id ?? index}>
          {t('currentPrices.plan', {
            name: plan.name,
            price: formatChf(plan.price, 0),
            delivery: plan.delivery,
          })}
        </li>
      ))}
      <li>
        {t('currentPrices.care', {
          name: care.name,
          price: formatChf(care.price, 0),
          period: care.period,
        })}
      </li>
    </ul>
  )
}
