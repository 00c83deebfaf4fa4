/**
 * The settings' text lengths in characters, read by the back office's settings form (its schema)
 * and the settings global's billing fields: a limit changed here changes both. The billing
 * address's limits are the Swiss QR-bill's.
 */
export const SETTINGS_LIMITS = {
  cannedReply: 2000,
  billing: { name: 70, street: 70, buildingNumber: 16, postalCode: 16, city: 35 },
} as const
