import crypto from 'node:crypto'

import { frontClient, startCluster } from '../tests/helpers/cluster'
import type { AppServer } from './lib/app-server'
import { percentile, runLoad } from './lib/load'
import type { Measure } from './lib/report'
import { wrk } from './lib/wrk'
import { BRIEF_CONTENT_TYPE, briefBody } from './intake'

/**
 * Scaling out: the home page and briefs through the production front (nginx, TLS) before one
 * instance, then before two (tests/cluster's harness: Redis, an S3 bucket, the bench's database
 * and build), the same load each time. On a machine of few CPUs two instances share them with
 * nginx and the load generator: the figures say what a second instance brings here, not on a
 * second machine.
 */
const CONNECTIONS = 50
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20)
const MEASURE_SECONDS = 10
const BRIEFS = 400
const WARM_UP_BRIEFS = 100
const BRIEF_CONNECTIONS = 20

const measureOne = async (count: number, run: string) => {
  const cluster = await startCluster(count, process.env)
  const front = frontClient(cluster.front)
  try {
    // By address: nginx listens on 127.0.0.1 only, which `localhost` may not name first.
    const home = cluster.front.url.replace('localhost', '127.0.0.1') + '/'
    await wrk(home, WARM_UP_SECONDS, CONNECTIONS)
    const page = await wrk(home, MEASURE_SECONDS, CONNECTIONS)
    // Each brief from its own address, behind the front's hop (TRUSTED_PROXY_HOPS=2).
    const send = (label: string) => async (index: number) => {
      const answer = await front.request('/api/project-submissions/brief', {
        method: 'POST',
        headers: {
          'content-type': BRIEF_CONTENT_TYPE,
          'x-forwarded-for': `10.${count}.${index >> 8}.${index & 255}`,
        },
        body: briefBody(`bench-cluster-${run}-${count}-${label}-${index}@bench.example.com`),
      })
      if (answer.status !== 201) throw new Error(`HTTP ${answer.status}`)
    }
    await runLoad(WARM_UP_BRIEFS, BRIEF_CONNECTIONS, send('warm'))
    const briefs = await runLoad(BRIEFS, BRIEF_CONNECTIONS, send('load'))
    return { page, briefs }
  } finally {
    front.close()
    await cluster.stop()
  }
}

export const benchCluster = async (_app: AppServer): Promise<Measure[]> => {
  const run = crypto.randomBytes(3).toString('hex')
  const one = await measureOne(1, run)
  const two = await measureOne(2, run)
  const section = 'through nginx, 1 vs 2 instances'
  const rows = (label: string, result: typeof one): Measure[] => [
    { section, name: `home, ${label}`, value: result.page.requestsPerSecond, unit: 'req/s' },
    { section, name: `home p99, ${label}`, value: result.page.p99, unit: 'ms' },
    { section, name: `briefs, ${label}`, value: result.briefs.requestsPerSecond, unit: 'req/s' },
    {
      section,
      name: `briefs p95, ${label}`,
      value: percentile(result.briefs.latenciesMs, 95),
      unit: 'ms',
    },
  ]
  return [
    ...rows('1 instance', one),
    ...rows('2 instances', two),
    {
      section,
      name: 'home, 2 / 1',
      value: two.page.requestsPerSecond / one.page.requestsPerSecond,
      unit: '×',
    },
    {
      section,
      name: 'briefs, 2 / 1',
      value: two.briefs.requestsPerSecond / one.briefs.requestsPerSecond,
      unit: '×',
    },
    {
      section,
      name: 'failed answers',
      value:
        one.page.failed + two.page.failed + one.briefs.errors.length + two.briefs.errors.length,
      unit: '',
      budget: { max: 0 },
    },
  ]
}
