import type { Payload } from 'payload'

/**
 * First try of jobs a use case queued in its transaction, right after the commit. A failing job
 * stays queued and the app server's job runner retries it; it never fails the write it follows.
 */
export const runJobsNow = async (payload: Payload, jobIds: (number | string)[]) => {
  for (const id of jobIds) {
    try {
      await payload.jobs.runByID({ id, silent: true })
    } catch (error) {
      payload.logger.error({ msg: 'job left for a retry', err: error, job: id })
    }
  }
}
