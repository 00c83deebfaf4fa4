export { SKIP_AUDIT, SKIP_PROJECT_LOG, activityRow, logActivity } from './activity'
export type { ActivityEntry } from './activity'
