import type { PayloadRequest } from 'payload'

import { clientNameOf, personNameOf } from '@/domain/users/names'

import { journalT, type ActivityEntry } from './activity'

/** What an entry is about, named as the studio knows it: the item and, where it has one, its client. */
export type EntityNames = { label: string | null; client: string | null }

type Client = Parameters<typeof clientNameOf>[0]
const clientOf = (value: unknown) =>
  value && typeof value === 'object' && 'email' in value ? clientNameOf(value as Client) : null
const projectClient = (project: unknown) =>
  project && typeof project === 'object' && 'user' in project ? clientOf(project.user) : null

// System reads in the entry's own transaction: the log names what the change touched.
const read = { depth: 2, overrideAccess: true, disableErrors: true } as const

/**
 * The names of the item an entry is about, read when the entry is written (the log is a record:
 * a later rename does not rewrite it). Null names for an item gone or unknown.
 */
export const entityNamesOf = async (
  req: PayloadRequest,
  { entityType, entityId }: Pick<ActivityEntry, 'entityType' | 'entityId'>,
): Promise<EntityNames> => {
  const id = Number(entityId)
  const find = <
    C extends
      | 'invoices'
      | 'client-projects'
      | 'project-submissions'
      | 'client-requests'
      | 'subscriptions'
      | 'users',
  >(
    collection: C,
  ) => req.payload.findByID({ collection, id, req, ...read })
  switch (entityType) {
    case 'invoice': {
      const invoice = await find('invoices')
      // A draft has no number yet: it is named as its editor titles it ("Brouillon 12").
      const draft = journalT()('invoiceEditor.draftTitle', { id })
      return {
        label: invoice ? (invoice.invoiceNumber ?? draft) : null,
        client: invoice ? projectClient(invoice.project) : null,
      }
    }
    case 'project': {
      const project = await find('client-projects')
      return { label: project?.projectName ?? null, client: clientOf(project?.user) }
    }
    case 'submission': {
      const brief = await find('project-submissions')
      return {
        label: brief ? personNameOf(brief) : null,
        client: brief?.companyName || null,
      }
    }
    case 'request': {
      const request = await find('client-requests')
      return { label: request?.pageConcerned ?? null, client: clientOf(request?.user) }
    }
    case 'subscription': {
      const subscription = await find('subscriptions')
      return {
        label: subscription?.plan ?? null,
        client: subscription ? projectClient(subscription.project) : null,
      }
    }
    case 'user': {
      const user = await find('users')
      return { label: user ? personNameOf(user) : null, client: user?.companyName || null }
    }
    default:
      return { label: null, client: null }
  }
}
