/**
 * The brief's lengths in characters, read by the form's schema (browser and server), the form's
 * inputs and counter, and the collection's fields: a limit changed here changes all of them.
 */
export const BRIEF_LIMITS = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  companyName: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { min: 10, max: 40 },
  businessDescription: { min: 100, max: 5000 },
  likedSites: { max: 2000 },
  dislikedSites: { max: 2000 },
} as const

export type BriefTextField = keyof typeof BRIEF_LIMITS
