import { formatChf } from '../billing/money'

/**
 * The plan a project starts with when its brief is approved: the offer the visitor chose, at the
 * price the brief form showed ("Plateforme Pro · 2 990 CHF"), so the portal never says the plan is
 * still to be set once the brief named one.
 */
export const offerPlan = (offer: { name: string; price: string }) =>
  `${offer.name} · ${formatChf(offer.price, 0)}`
