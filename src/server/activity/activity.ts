import type { PayloadRequest } from 'payload'

import { resources } from '@/i18n/resources'
import { BACK_OFFICE_LANGUAGE, backOfficeTextsT } from '@/server/platform/i18n/request-language'

import { entityNamesOf } from './entity-names'
import { personNameOf } from '@/domain/users/names'

/**
 * Context flags for a write whose audit entry the use case writes itself, as one entry for the
 * whole action: the collections' generic hooks then write none.
 */
export const SKIP_AUDIT = 'skipAudit'
/** The same for a project's generic change entries (approve and reject write their own). */
export const SKIP_PROJECT_LOG = 'skipProjectLog'

type JournalTexts = (typeof resources)['fr']['backoffice']['journalEntries']
/** What an entry records, as a key of the back office's `journalEntries.actions` texts. */
export type JournalAction = keyof JournalTexts['actions']
type JournalActor = keyof JournalTexts['actors']

/**
 * `t` of the journal's words (the back office's `journalEntries` texts), in the back office's
 * language: for the notes with fixed words, composed where the entry is written.
 */
export const journalT = backOfficeTextsT

export type ActivityEntry = {
  entityType:
    'submission' | 'project' | 'request' | 'invoice' | 'subscription' | 'user' | 'settings'
  entityId: number | string
  action: JournalAction
  note?: string
  /** Who acted, when not the request's user by name (an erased person: `erasedClientName()`). */
  actor?: string
  /** The item's name and its client's, when the caller has them; else read (`entityNamesOf`). */
  label?: string | null
  client?: string | null
}

/**
 * The plain words of the journal's actions and authors, read from the texts as `labelsOf` reads
 * a closed list: they take no parameter, and one bank file may append thousands of entries.
 */
const journalWords = () => resources[BACK_OFFICE_LANGUAGE].backoffice.journalEntries
const actorWords = (actor: JournalActor) => journalWords().actors[actor]

/**
 * An action's words as the log stores them: in the back office's language at write time, not its
 * key, since the journal is an unchangeable record, read and searched as text, and the rows
 * written before stay as they are.
 */
export const journalActionWords = (action: JournalAction) => journalWords().actions[action]

/** The author of the entries system code writes (a job, the seed): 'Admin'. */
export const systemActorName = () => actorWords('system')
/** What an erased person is called as an author in the log ('Client anonymisé'). */
export const erasedClientName = () => actorWords('erasedClient')

/** Who acted, as the log shows it: the admin's name (or e-mail); 'Admin' for the system itself. */
const actorName = (user: PayloadRequest['user']) =>
  (user && personNameOf(user)) || systemActorName()

/** An entry as the log's table stores it (its action in words), for writes of many at once. */
export const activityRow = (req: PayloadRequest, entry: ActivityEntry) => ({
  actor: entry.actor ?? actorName(req.user),
  actorId: req.user ? String(req.user.id) : null,
  entityType: entry.entityType,
  entityId: String(entry.entityId),
  action: journalActionWords(entry.action),
  note: entry.note ?? null,
  entityLabel: entry.label ?? null,
  entityClient: entry.client ?? null,
})

/**
 * Appends to the audit log within the request's transaction, so the entry exists exactly when the
 * change it records does. The actor is the acting admin by name, not a generic 'Admin' (a team of
 * several needs to know who did what), with the account's id beside it.
 */
export const logActivity = async (req: PayloadRequest, entry: ActivityEntry) => {
  const names = entry.label === undefined ? await entityNamesOf(req, entry) : null
  await req.payload.create({
    collection: 'activities',
    data: activityRow(req, {
      ...entry,
      ...(names && { label: names.label, client: names.client }),
    }),
    req,
    // The log is admin-writable only; these entries are written by the app for whoever acted
    // (an admin, or system code), never from user input.
    overrideAccess: true,
  })
}
