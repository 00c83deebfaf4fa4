/**
 * `kill -USR2 <pid>` has an app server run its due jobs now instead of at its next minute (an
 * operator after fixing the mail server; the two-instance test, which must not wait a minute).
 */
export const RUN_DUE_JOBS_SIGNAL = 'SIGUSR2'
/** What the server logs when such a run has ended. */
export const SIGNALLED_RUN_DONE = 'due jobs run on request: done'
