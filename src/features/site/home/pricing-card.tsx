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

/** A price set large in the product's money format ("2 499 CHF"), then the period if any. */
export const PriceTag = ({ price, period }: { price: number; period?: string }) => {
  const { figure, currency } = splitChf(price, 0)
  return (
    <p className="price-tag">
      <span>{figure}</span>
      <span>{currency}</span>
      {period ? <span>{period}</span> : null}
    </p>
  )
}

/** One offer: price, delivery, feature lines with their sub-headings, call to action. */
export const PricingCard = ({ name, price, period, delivery, features, cta, badge }: Props) => (
  <article className={cn('price-card', badge && 'price-card-featured')}>
    {badge ? <p className="price-badge">{badge}</p> : null}
    <div className="offer-head">
      <h3>{name}</h3>
      <PriceTag price={price} period={period} />
      <p className="price-delivery">{delivery}</p>
    </div>
    <ul className="price-features">
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
    <IntentLink href={cta.href} className={buttonClasses(badge ? 'primary' : 'outline')}>
      {cta.label}
    </IntentLink>
  </article>
)
