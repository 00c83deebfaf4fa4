import type { Access } from 'payload'

/**
 * A notification is its recipient's alone: read and marked read by that person only. Admins get
 * no wider rule: another person's notifications tell nothing the rows they point to don't, and
 * the bell's unread count must stay the reader's own.
 */
export const ownNotifications: Access = ({ req: { user } }) =>
  user ? { recipient: { equals: user.id } } : false
