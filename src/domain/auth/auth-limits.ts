/**
 * The account forms' lengths in characters, read by their schemas (browser and server), the
 * users collection's name fields and the API's own password check: a limit changed here changes
 * all of them. Sign-up asks for a longer password than login, reset and change.
 */
export const AUTH_LIMITS = {
  name: { min: 2, max: 100 },
  password: { min: 6, max: 128 },
  signupPassword: { min: 8 },
} as const
