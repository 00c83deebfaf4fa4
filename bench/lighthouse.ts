import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse, { type Result } from 'lighthouse'

import { bin, runNode } from '../scripts/lib/run'
import type { AppServer } from './lib/app-server'
import { launchChromium } from './lib/chromium'
import { startNextFloor } from './lib/next-floor'
import { percentile } from './lib/load'
import type { Measure } from './lib/report'

/**
 * Lighthouse on the public pages, mobile (Lighthouse's default: a mid-range phone on slow 4G,
 * simulated), the median of RUNS runs of each figure. The pages are loaded as visitors load them:
 * over HTTPS through the production front (HTTP/2, brotli). The last run's report of each page is
 * kept in REPORTS to see what costs the points.
 */
// The blog post is written by bench/lib/bench-post.ts before the runs (the seed writes none).
const BLOG_POST_SLUG = 'bench-lancer-son-site'
const PAGES = ['/', '/faq', '/glossaire', `/blog/${BLOG_POST_SLUG}`, '/demarrer-projet']
const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const REPORTS = path.join(os.tmpdir(), 'studio-bench-lighthouse')

type Figures = {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  tbt: number
  cls: number
  scriptBytes: number
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number
}

const figuresOf = (lhr: Result): Figures => {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  const summary = lhr.audits['resource-summary']?.details
  const scripts =
    summary?.type === 'table'
      ? summary.items.find((item) => item.resourceType === 'script')?.transferSize
      : undefined
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: typeof scripts === 'number' ? scripts : 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * What lost a category its points: its scored audits that did not pass, with Lighthouse's own
 * summary (for performance also the unscored insights, which say where the time goes).
 */
const shortfalls = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  (lhr.categories[category]?.score ?? 0) === 1
    ? []
    : (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 || category === 'performance')
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

const measuresOf = (page: string, runs: Figures[]): Measure[] => {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
  const section = 'lighthouse mobile'
  const score = (category: (typeof CATEGORIES)[number], min?: number): Measure => ({
    section,
    name: `${page} ${category}`,
    value: of((figures) => figures.scores[category]),
    unit: '',
    budget: min === undefined ? undefined : { min },
  })
  return [
    score('performance', 95),
    score('accessibility', 100),
    score('best-practices', 100),
    score('seo', 100),
    { section, name: `${page} LCP`, value: of((f) => f.lcp) / 1000, unit: 's', budget: { max: 2 } },
    { section, name: `${page} TBT`, value: of((f) => f.tbt), unit: 'ms', budget: { max: 100 } },
    { section, name: `${page} CLS`, value: of((f) => f.cls), unit: '', budget: { max: 0.02 } },
    {
      section,
      name: `${page} JS transferred`,
      value: of((f) => f.scriptBytes) / 1024,
      unit: 'KiB',
      budget: page === '/' ? { max: 150 } : undefined,
    },
    // No budget: the machine's speed at the time, which mobile TBT (observed time × 4) follows.
    {
      section,
      name: `${page} CPU benchmark index`,
      value: Math.round(of((f) => f.benchmarkIndex)),
      unit: '',
    },
  ]
}

/**
 * One Lighthouse run in a Chromium of its own, as Lighthouse's CLI does (a reused browser now and
 * then lost the navigation start in its trace). A run that fails with Lighthouse's "run again"
 * error is run again, up to ATTEMPTS times.
 */
const ATTEMPTS = 3
const runLighthouse = async (url: string, frontSpki: string) => {
  for (let attempt = 1; ; attempt++) {
    const chromium = await launchChromium(frontSpki)
    try {
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const error = result.lhr.runtimeError
      if (!error) return result
      if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`)
      console.log(`${url}: ${error.code}, running it again`)
    } finally {
      chromium.kill()
    }
  }
}

/**
 * The same runs on bench/next-floor, a blank page of the same Next.js: what the framework's own
 * script costs the main thread on this machine, the floor under every public page's TBT.
 */
const benchFloor = async (frontPort: number): Promise<Measure[]> => {
  const floor = await startNextFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3210), frontPort)
  try {
    const runs: Figures[] = []
    for (let run = 0; run < RUNS; run++)
      runs.push(figuresOf((await runLighthouse(floor.url, floor.spki)).lhr))
    const section = 'lighthouse mobile'
    const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
    return [
      {
        section,
        name: 'Next.js blank page performance',
        value: of((f) => f.scores.performance),
        unit: '',
      },
      { section, name: 'Next.js blank page TBT', value: of((f) => f.tbt), unit: 'ms' },
    ]
  } finally {
    await floor.stop()
  }
}

export const benchLighthouse = async (app: AppServer): Promise<Measure[]> => {
  fs.mkdirSync(REPORTS, { recursive: true })
  await runNode(bin.tsx, ['bench/lib/bench-post.ts', BLOG_POST_SLUG], { stdio: 'ignore' })
  const measures: Measure[] = []
  for (const page of PAGES) {
    const results = []
    for (let run = 0; run < RUNS; run++)
      results.push(await runLighthouse(`${app.publicUrl}${page}`, app.frontSpki))
    measures.push(
      ...measuresOf(
        page,
        results.map(({ lhr }) => figuresOf(lhr)),
      ),
    )
    const last = results.at(-1)!
    const name = `mobile${page === '/' ? '-home' : page.replaceAll('/', '-')}.html`
    fs.writeFileSync(path.join(REPORTS, name), last.report as string)
    for (const category of CATEGORIES) {
      const missing = shortfalls(last.lhr, category)
      if (missing.length) console.log(`${page} ${category}: ${missing.join(', ')}`)
    }
  }
  console.log(`Lighthouse reports: ${REPORTS}`)
  measures.push(...(await benchFloor(Number(new URL(app.publicUrl).port) + 10)))
  return measures
}
