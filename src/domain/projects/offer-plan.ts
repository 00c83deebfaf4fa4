import { formatChf } from '../billing/money'

/**
 * The plan a project starts with when its brief is approved: the offer the visitor chose, at the
 * price the site publishes ("Plateforme Pro · 2 499 CHF"), so the portal never says the plan is
 * still to be set once the brief named one. An offer the home no longer prices keeps its name.
 */
export const offerPlan = (offer: { name: string; price: number | undefined }) =>
  offer.price === undefined ? offer.name : `${offer.name} · ${formatChf(offer.price, 0)}`
