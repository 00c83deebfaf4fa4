import type { Role } from '@/domain/users/roles'
import { ROLES } from '@/domain/users/roles'
import { isOneOf } from '@/domain/labelled'

/** The minimal shape of a signed-in user the predicates need; Payload's `req.user` fits it. */
export type Actor =
  { id: number | string; role?: Role | null; collection?: string } | null | undefined

const roleOf = (user: Actor): Role | null =>
  user && user.role && isOneOf(ROLES, user.role) ? user.role : null

export const hasRole = (user: Actor, ...roles: Role[]): boolean => {
  const role = roleOf(user)
  return role !== null && roles.includes(role)
}

export const isAdmin = (user: Actor): boolean => hasRole(user, 'admin')
export const isStaffEditor = (user: Actor): boolean => hasRole(user, 'editor', 'admin')
export const isClient = (user: Actor): boolean => hasRole(user, 'client')

/** Who may open the Payload panel at /cms: editors and admins, never clients. */
export const canUseCms = isStaffEditor
/** Who may open the back office at /admin. */
export const canUseBackOffice = isAdmin
/** Who may open the client area at /espace-client: any signed-in account. */
export const canUsePortal = (user: Actor): boolean => roleOf(user) !== null

/** Where an account lands after signing in: admins in the back office, everyone else in the portal. */
export const homePathOf = (user: Actor): '/admin' | '/espace-client' =>
  canUseBackOffice(user) ? '/admin' : '/espace-client'

/**
 * `req.context` flag with which system code (the first-admin use cases, the CLI, the seed) keeps
 * the role it sets on a new account; without it, an account is created as a client.
 */
export const GRANT_ROLE = 'grantRole'
