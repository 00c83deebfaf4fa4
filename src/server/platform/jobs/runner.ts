import type { Payload, Where } from 'payload'

import { lockKey } from '../db/lock'
import { inTransaction } from '../db/transaction'
import { RUN_DUE_JOBS_SIGNAL, SIGNALLED_RUN_DONE } from './run-on-signal'

/** How often the app server looks for due jobs (retries, and first tries a restart interrupted). */
const DUE_JOBS_EVERY_MS = 60_000
const DUE_JOBS_PER_RUN = 50

/**
 * Every job run of this process goes through this one chain, one run after another. Payload
 * claims jobs by reading then updating them, so two runs at once (a first try and the periodic
 * run) could both take the same job: the mail would go twice, and the loser's failed write would
 * leave its database connection in an aborted transaction for good, until the pool runs dry and
 * the app hangs.
 */
let chain: Promise<void> = Promise.resolve()

type RunArgs = { where?: Where; limit: number }

/**
 * One run of the queue, taking turns with the runs of every other instance. Payload claims jobs
 * by reading them, then marking them as processing, so two instances running at once took the
 * same jobs: each mail went out twice and the slower run failed on the job the faster one had
 * already deleted. The run holds a PostgreSQL advisory lock (in a transaction of its own, which
 * the jobs do not join) until it ends; the next instance's run then sees those jobs done.
 */
export const runJobsExclusively = (payload: Payload, args: RunArgs) =>
  inTransaction(payload, null, async (req) => {
    await lockKey(req, 'jobs:run')
    // One job at a time: background work holds two of the pool's connections (this lock's and
    // the job's), never enough of them to keep visitors' requests waiting.
    return payload.jobs.run({ ...args, queue: 'default', sequential: true, silent: true })
  })

/** Queues a run; its arguments are taken when its turn comes, after `beforeRun` if given. */
const runJobs = (
  payload: Payload,
  argsWhenDue: () => RunArgs,
  beforeRun: () => Promise<unknown> = async () => undefined,
) => {
  chain = chain
    .then(beforeRun)
    .then(() => runJobsExclusively(payload, argsWhenDue()))
    .then(
      () => undefined,
      (error: unknown) =>
        payload.logger.error({ msg: 'job run failed; left for a retry', err: error }),
    )
  return chain
}

/** First tries queued while a run is busy: they all go in the next run together. */
let waitingFirstTries: (number | string)[] = []

/**
 * First try of jobs a use case queued in its transaction, started right after the commit and
 * not awaited: the visitor's answer never waits for the mail server (the app is a long-running
 * Node server, so the work goes on after the response). A failing job stays queued and the
 * periodic run retries it; it never fails the write it follows. Only jobs still waiting are taken
 * (not one the periodic run already did). Under a burst of briefs, one run takes all the first
 * tries that arrived meanwhile instead of one run (and one look-up) per brief.
 */
export const startJobsNow = (payload: Payload, jobIds: (number | string)[]) => {
  const runAlreadyWaiting = waitingFirstTries.length > 0
  waitingFirstTries.push(...jobIds)
  if (runAlreadyWaiting) return
  void runJobs(payload, () => {
    const ids = waitingFirstTries
    waitingFirstTries = []
    return { where: { id: { in: ids } }, limit: ids.length }
  })
}

/**
 * Queues the scheduled tasks that are due (the nightly purge of unconfirmed newsletter addresses).
 * Payload queues one only when none is waiting, but two instances checking at once would both
 * queue it: the check runs under an advisory lock held to the end of its transaction, so the
 * second instance sees the first one's job and queues none.
 */
export const queueScheduledJobs = (payload: Payload) =>
  inTransaction(payload, null, async (req) => {
    await lockKey(req, 'jobs:schedules')
    return payload.jobs.handleSchedules({ queue: 'default', req })
  })

/** One run of the jobs that are due, after every run already started in this process. */
export const runDueJobs = (payload: Payload) =>
  runJobs(
    payload,
    () => ({ limit: DUE_JOBS_PER_RUN }),
    () => queueScheduledJobs(payload),
  )

/**
 * The app server's periodic run of due jobs (Payload's `onInit`), and the run on request by
 * signal; not during `next build`.
 */
export const startDueJobsRunner = (payload: Payload) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  setInterval(() => void runDueJobs(payload), DUE_JOBS_EVERY_MS).unref()
  process.on(
    RUN_DUE_JOBS_SIGNAL,
    () => void runDueJobs(payload).then(() => payload.logger.info(SIGNALLED_RUN_DONE)),
  )
}
