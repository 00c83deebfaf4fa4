import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { splitChf } from '@/domain/billing/money'
import { parseFeatureLines } from '@/domain/content/pricing-features'

type Props = {
  name: string
  /** Whole francs. */
  price: number
  period?: string
  delivery: string
  features: string
  cta: { href: string; label: string }
  badge?: string
}

/**
 * A price set large in the product's money format ("2 499 CHF"): the figure, then the currency
 * small, then the period if any. Never wraps.
 */
export const PriceTag = ({ price, period }: { price: number; period?: string }) => {
  const { figure, currency } = splitChf(price, 0)
  return (
    <p className="flex items-baseline gap-1.5 whitespace-nowrap">
      <span className="text-4xl font-bold tracking-tight">{figure}</span>
      <span className="text-muted text-sm font-semibold">{currency}</span>
      {period ? <span className="text-muted">{period}</span> : null}
    </p>
  )
}

/** One offer: price, delivery, feature lines with their sub-headings, call to action. */
export const PricingCard = ({ name, price, period, delivery, features, cta, badge }: Props) => (
  <article
    className={cn(
      'surface relative flex h-full flex-col gap-4 rounded-2xl p-5 sm:gap-6 sm:p-8',
      badge &&
        'border-blue-600 shadow-lg ring-1 ring-blue-600 dark:border-blue-400 dark:ring-blue-400',
    )}
  >
    {badge ? (
      <p className="absolute -top-3 left-6 rounded-full sm:left-8 bg-blue-700 px-3 py-1 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
        {badge}
      </p>
    ) : null}
    <div className="flex flex-col gap-2">
      <h3 className="text-xl font-semibold">{name}</h3>
      <PriceTag price={price} period={period} />
      <p className="text-sm font-medium text-blue-800 dark:text-blue-300">{delivery}</p>
    </div>
    <ul className="check-list flex flex-col gap-1.5 text-sm text-slate-700 sm:gap-2.5 dark:text-slate-300">
      {parseFeatureLines(features).map((line, index) =>
        line.kind === 'heading' ? (
          <li key={index} className="list-heading">
            {line.text}
          </li>
        ) : (
          <li key={index}>{line.text}</li>
        ),
      )}
    </ul>
    <IntentLink
      href={cta.href}
      className={buttonClasses(badge ? 'primary' : 'outline', {
        className: 'mt-auto whitespace-nowrap',
      })}
    >
      {cta.label}
    </IntentLink>
  </article>
)
