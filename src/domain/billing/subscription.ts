export const SUBSCRIPTION_TYPES = ['support', 'project'] as const
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number]

/** Only Active subscriptions count toward MRR. */
export const SUBSCRIPTION_STATUSES = ['Active', 'Paused', 'Cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const countsTowardMrr = (status: SubscriptionStatus): boolean => status === 'Active'
