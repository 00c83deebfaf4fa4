import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import type { AppServer } from './lib/app-server'
import { samplePeakRss, treeRssMb } from './lib/process-memory'
import type { Measure } from './lib/report'

/**
 * Throughput of the public pages, beside the same HTML served as a static file by a minimal
 * server (the yardstick: how far rendering and routing put the app from "just send the bytes"),
 * and the app's resident memory idle and at its peak under that load (issue 9).
 */
const PAGES = ['/', '/faq']
const CONNECTIONS = 50
// A shorter warm-up (BENCH_WARMUP_SECONDS) only for trying the bench out: figures need the 60 s.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 60)
const MEASURE_SECONDS = 10
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3201)

const startStaticServer = async (root: string) => {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'lib/static-server.ts'),
      root,
      String(STATIC_PORT),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve())
    server.once('exit', (code) => reject(new Error(`The static server exited with ${code}`)))
  })
  return {
    origin: `http://localhost:${STATIC_PORT}`,
    stop: async () => {
      const gone = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await gone
    },
  }
}

/** `seconds` of load at CONNECTIONS connections; the figures and how many answers were not 2xx. */
const load = async (url: string, seconds: number) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  }
}

const warmThenMeasure = async (url: string) => {
  await load(url, WARM_UP_SECONDS)
  return load(url, MEASURE_SECONDS)
}

export const benchThroughput = async (app: AppServer): Promise<Measure[]> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-static-'))
  for (const page of PAGES) {
    const response = await fetch(`${app.url}${page}`)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    fs.mkdirSync(path.join(root, page), { recursive: true })
    fs.writeFileSync(path.join(root, page, 'index.html'), await response.text())
  }
  // Idle: every page under load has been rendered once (Next loads a route's code on first use),
  // then the server has had nothing to do for 12 s. V8's memory reducer collects the start-up's
  // garbage about 8 s after the last request (measured: 182 MB until then, 167-168 MB after and
  // for the 30 s sampled); 2 s after the last request, as before, read that garbage instead.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  const idleMb = treeRssMb(app.pid)

  const staticServer = await startStaticServer(root)
  const measures: Measure[] = []
  let peakMb = idleMb
  try {
    for (const page of PAGES) {
      const sampler = samplePeakRss(app.pid)
      const served = await warmThenMeasure(`${app.url}${page}`)
      peakMb = Math.max(peakMb, sampler.stop())
      const file = await warmThenMeasure(`${staticServer.origin}${page}`)
      const section = `throughput ${page}`
      measures.push(
        { section, name: 'app', value: served.requestsPerSecond, unit: 'req/s' },
        { section, name: 'app p50', value: served.p50, unit: 'ms' },
        { section, name: 'app p99', value: served.p99, unit: 'ms' },
        { section, name: 'app failed answers', value: served.failed, unit: '', budget: { max: 0 } },
        { section, name: 'static file', value: file.requestsPerSecond, unit: 'req/s' },
        { section, name: 'static file p50', value: file.p50, unit: 'ms' },
        { section, name: 'static file p99', value: file.p99, unit: 'ms' },
        {
          section,
          name: 'static / app',
          value: file.requestsPerSecond / served.requestsPerSecond,
          unit: '×',
          budget: { max: 20 },
        },
      )
    }
  } finally {
    await staticServer.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
  measures.push(
    { section: 'server memory', name: 'idle RSS', value: idleMb, unit: 'MB', budget: { max: 200 } },
    {
      section: 'server memory',
      name: 'peak RSS under load',
      value: peakMb,
      unit: 'MB',
      budget: { max: 450 },
    },
  )
  return measures
}
