import type { Payload } from 'payload'

const runJobs = async (payload: Payload, jobIds: (number | string)[]) => {
  for (const id of jobIds) {
    try {
      await payload.jobs.runByID({ id, silent: true })
    } catch (error) {
      payload.logger.error({ msg: 'job left for a retry', err: error, job: id })
    }
  }
}

/**
 * First try of jobs a use case queued in its transaction, started right after the commit and
 * not awaited: the visitor's answer never waits for the mail server (the app is a long-running
 * Node server, so the work goes on after the response). A failing job stays queued and the app
 * server's job runner retries it; it never fails the write it follows.
 */
export const startJobsNow = (payload: Payload, jobIds: (number | string)[]) => {
  void runJobs(payload, jobIds)
}
