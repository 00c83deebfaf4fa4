import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** Roles of a user account. A new account is a client; only an admin grants another role. */
export const ROLE_LABELS = {
  client: 'Client',
  editor: 'Éditeur',
  admin: 'Administrateur',
} as const satisfies Labelled<string>

export type Role = keyof typeof ROLE_LABELS
export const ROLES = valuesOf<Role>(ROLE_LABELS)
export const ROLE_LABELS_EN: Labelled<Role> = {
  client: 'Client',
  editor: 'Editor',
  admin: 'Administrator',
}
export const DEFAULT_ROLE: Role = 'client'
