import { bin } from './run'

/**
 * The production server's command line (after `node`), the same wherever it runs: `npm start`,
 * the bench, the e2e suite and its fault tests.
 *
 * The old-generation cap: left alone, V8 sizes the heap from the machine's memory and, under
 * load, lets garbage pile up before it collects; a cap makes it grow the heap less eagerly. 768 MB
 * keeps about nine times the app's live heap under load in reserve, well inside the server's
 * memory budget (bench/run.ts).
 */
export const nextStartArgs = (port: number, { host }: { host?: string } = {}) => [
  '--max-old-space-size=768',
  bin.next,
  'start',
  ...(host ? ['-H', host] : []),
  '-p',
  String(port),
]

/**
 * The production server's environment: `env` with glibc's mmap threshold fixed at 128 KiB. Left
 * alone, glibc raises the threshold after the first large block is freed, so the uploads' buffers
 * (a quarter of a megabyte each, freed once written) then come from its heaps, which it seldom
 * gives back: resident memory kept growing after bursts of briefs. Ignored off glibc.
 */
export const nextStartEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
})
