export {
  SKIP_AUDIT,
  SKIP_PROJECT_LOG,
  activityRow,
  erasedClientName,
  journalActionWords,
  journalT,
  logActivity,
  systemActorName,
} from './activity'
export type { ActivityEntry, JournalAction } from './activity'
export { entityNamesOf } from './entity-names'
export type { EntityNames } from './entity-names'
