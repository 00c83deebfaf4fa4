/** The settings' text lengths in characters, read by the back office's settings form (its schema). */
export const SETTINGS_LIMITS = {
  cannedReply: 2000,
} as const
