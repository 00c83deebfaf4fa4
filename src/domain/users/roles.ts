/** Roles of a user account. A new account is a client; only an admin grants another role. */
export const ROLES = ['client', 'editor', 'admin'] as const

export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'client'
