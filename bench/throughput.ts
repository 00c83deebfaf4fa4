import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { AppServer } from './lib/app-server'
import { startNextFloor } from './lib/next-floor'
import { startNginxStatic } from './lib/nginx-static'
import { startNodeStatic } from './lib/node-static'
import { samplePeakRss, treeRssMb } from './lib/process-memory'
import type { Measure } from './lib/report'
import { wrk } from './lib/wrk'

/**
 * Throughput of public pages served by `next start` itself (no front), beside nginx serving the
 * same HTML bytes from a file in the same run (the yardstick: what sending those bytes costs on
 * this machine), and the app's resident memory idle and at its peak under that load. The home's
 * HTML size is measured here too: it is what each of those requests sends. Then the same for a
 * blank Next.js page of the home's size: the framework's own floor.
 */
const PAGES = [
  { page: '/', maxRatio: 15 },
  { page: '/faq', maxRatio: undefined },
]
const CONNECTIONS = 50
// A shorter warm-up (BENCH_WARMUP_SECONDS) only for trying the bench out.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20)
const MEASURE_SECONDS = 10
const NGINX_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3201)
const NODE_STATIC_PORT = NGINX_PORT + 1
const HOME_HTML_MAX_KB = 60
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3210)

const warmThenMeasure = async (url: string) => {
  await wrk(url, WARM_UP_SECONDS, CONNECTIONS)
  return wrk(url, MEASURE_SECONDS, CONNECTIONS)
}

/**
 * bench/next-floor's blank page of the home's size, served by `next start` as the app is, beside
 * nginx serving its bytes. Without a budget: it tells how much of the app's distance to nginx is
 * the framework's own, whatever the app does.
 */
const floorThroughput = async (root: string, nginxOrigin: string, frontPort: number) => {
  const floor = await startNextFloor(FLOOR_PORT, frontPort)
  try {
    const url = `${floor.origin}/same-size`
    const html = Buffer.from(await (await fetch(url)).arrayBuffer())
    fs.mkdirSync(path.join(root, 'floor'), { recursive: true })
    fs.writeFileSync(path.join(root, 'floor', 'index.html'), html)
    const served = await warmThenMeasure(url)
    const file = await warmThenMeasure(`${nginxOrigin}/floor`)
    const section = 'throughput, blank Next.js page'
    const measures: Measure[] = [
      { section, name: 'HTML', value: html.length / 1000, unit: 'KB' },
      { section, name: 'blank page (next start)', value: served.requestsPerSecond, unit: 'req/s' },
      { section, name: 'nginx, same bytes', value: file.requestsPerSecond, unit: 'req/s' },
      {
        section,
        name: 'nginx / blank page',
        value: file.requestsPerSecond / served.requestsPerSecond,
        unit: '×',
      },
    ]
    return measures
  } finally {
    await floor.stop()
  }
}

export const benchThroughput = async (app: AppServer): Promise<Measure[]> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-static-'))
  // nginx's workers run as another user when it is started as root.
  fs.chmodSync(root, 0o755)
  const measures: Measure[] = []
  for (const { page } of PAGES) {
    const response = await fetch(`${app.url}${page}`)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    const html = Buffer.from(await response.arrayBuffer())
    fs.mkdirSync(path.join(root, page), { recursive: true })
    fs.writeFileSync(path.join(root, page, 'index.html'), html)
    measures.push({
      section: 'page size',
      name: `${page} HTML`,
      value: html.length / 1000,
      unit: 'KB',
      budget: page === '/' ? { max: HOME_HTML_MAX_KB } : undefined,
    })
  }
  // Idle: every page under load has been rendered once, then the server has had nothing to do
  // long enough for V8 to collect the start-up's garbage.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  const idleMb = treeRssMb(app.pid)

  const nginx = await startNginxStatic(root, NGINX_PORT)
  const bareNode = await startNodeStatic(
    root,
    PAGES.map(({ page }) => page),
    NODE_STATIC_PORT,
  )
  let peakMb = idleMb
  try {
    // The yardstick answers each page with its bytes, not a redirect or an error.
    for (const { page } of PAGES) {
      const answer = await fetch(`${nginx.origin}${page}`, { redirect: 'manual' })
      const bytes = (await answer.arrayBuffer()).byteLength
      const expected = fs.statSync(path.join(root, page, 'index.html')).size
      if (answer.status !== 200 || bytes !== expected) {
        throw new Error(`nginx answered ${page} with ${answer.status}, ${bytes} bytes`)
      }
    }
    for (const { page, maxRatio } of PAGES) {
      const sampler = samplePeakRss(app.pid)
      const served = await warmThenMeasure(`${app.url}${page}`)
      peakMb = Math.max(peakMb, sampler.stop())
      const file = await warmThenMeasure(`${nginx.origin}${page}`)
      const bare = await warmThenMeasure(`${bareNode.origin}${page}`)
      const bareString = await warmThenMeasure(`${bareNode.origin}${page}?string`)
      const section = `throughput ${page}`
      measures.push(
        { section, name: 'app (next start)', value: served.requestsPerSecond, unit: 'req/s' },
        { section, name: 'app p50', value: served.p50, unit: 'ms' },
        { section, name: 'app p99', value: served.p99, unit: 'ms' },
        { section, name: 'app slowest answer', value: served.max, unit: 'ms' },
        { section, name: 'app failed answers', value: served.failed, unit: '', budget: { max: 0 } },
        { section, name: 'nginx, same bytes', value: file.requestsPerSecond, unit: 'req/s' },
        {
          section,
          name: 'nginx / app',
          value: file.requestsPerSecond / served.requestsPerSecond,
          unit: '×',
          budget: maxRatio ? { max: maxRatio } : undefined,
        },
        { section, name: 'bare Node, same bytes', value: bare.requestsPerSecond, unit: 'req/s' },
        {
          section,
          name: 'bare Node, same page as a string',
          value: bareString.requestsPerSecond,
          unit: 'req/s',
        },
        {
          section,
          name: 'nginx / bare Node with a string',
          value: file.requestsPerSecond / bareString.requestsPerSecond,
          unit: '×',
        },
      )
    }
    measures.push(
      ...(await floorThroughput(root, nginx.origin, Number(new URL(app.publicUrl).port) + 10)),
    )
  } finally {
    await bareNode.stop()
    await nginx.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
  measures.push(
    { section: 'server memory', name: 'idle RSS', value: idleMb, unit: 'MB' },
    { section: 'server memory', name: 'peak RSS under load', value: peakMb, unit: 'MB' },
  )
  return measures
}
