import { execFileSync } from 'node:child_process'

import { RUN_DUE_JOBS_SIGNAL } from '../../../src/server/platform/jobs/run-on-signal'

/** The app under test: the process listening on E2E_PORT (iproute2's `ss` names it). */
const appPid = () => {
  const port = process.env.E2E_PORT ?? '3100'
  const listening = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(listening)?.[1]
  if (!pid) throw new Error(`Nothing listens on port ${port}`)
  return Number(pid)
}

/** Has the app run its due jobs now, as its next periodic run (once a minute) would. */
export const runDueJobsNow = () => process.kill(appPid(), RUN_DUE_JOBS_SIGNAL)
