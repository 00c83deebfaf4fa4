import type { SanitizedConfig } from 'payload'

const JOB_STATS_GLOBAL = 'payload-jobs-stats'
const nobody = () => false

/**
 * Payload adds a global of its own for the job schedules (when each scheduled task last ran),
 * with its default access: any signed-in account could read it and, worse, rewrite it and so stop
 * the nightly purge. It is added while the config is sanitised, after plugins run, so its access
 * is closed here on the finished config. Payload itself reads and writes it through the database
 * adapter, which no access rule stops.
 */
export const withClosedJobStats = async (config: Promise<SanitizedConfig>) => {
  const sanitized = await config
  const stats = sanitized.globals.find(({ slug }) => slug === JOB_STATS_GLOBAL)
  if (!stats) throw new Error(`${JOB_STATS_GLOBAL} is missing: the job schedules need it`)
  stats.access = { read: nobody, readVersions: nobody, update: nobody }
  return sanitized
}
