import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

export const SUBSCRIPTION_TYPE_LABELS = {
  support: 'Support',
  project: 'Projet',
} as const satisfies Labelled<string>
export type SubscriptionType = keyof typeof SUBSCRIPTION_TYPE_LABELS
export const SUBSCRIPTION_TYPES = valuesOf<SubscriptionType>(SUBSCRIPTION_TYPE_LABELS)
export const SUBSCRIPTION_TYPE_LABELS_EN: Labelled<SubscriptionType> = {
  support: 'Support',
  project: 'Project',
}

/** Only Active subscriptions count toward MRR. */
export const SUBSCRIPTION_STATUS_LABELS = {
  Active: 'Actif',
  Paused: 'En pause',
  Cancelled: 'Résilié',
} as const satisfies Labelled<string>
export type SubscriptionStatus = keyof typeof SUBSCRIPTION_STATUS_LABELS
export const SUBSCRIPTION_STATUSES = valuesOf<SubscriptionStatus>(SUBSCRIPTION_STATUS_LABELS)
export const SUBSCRIPTION_STATUS_LABELS_EN: Labelled<SubscriptionStatus> = {
  Active: 'Active',
  Paused: 'Paused',
  Cancelled: 'Cancelled',
}

export const countsTowardMrr = (status: SubscriptionStatus): boolean => status === 'Active'
